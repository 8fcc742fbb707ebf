import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '@/lib/api'
import type { components } from '@/lib/api-types'
import type { MutationConfig } from '@/lib/query-client'
import { remindersQueryOptions } from './get-reminders'

const removedSchema = z.object({ success: z.boolean() }) satisfies z.ZodType<components['schemas']['Removed']>

export async function deleteReminder(id: string): Promise<z.infer<typeof removedSchema>> {
  return removedSchema.parse(await api.DELETE('/api/reminders/{id}', { params: { path: { id } } }))
}

/** Deletes a date and takes it off the list. */
export function useDeleteReminder({ mutationConfig }: { mutationConfig?: MutationConfig<typeof deleteReminder> } = {}) {
  const queryClient = useQueryClient()
  const { onSuccess, onError, ...config } = mutationConfig ?? {}
  const { queryKey } = remindersQueryOptions
  return useMutation({
    ...config,
    mutationFn: deleteReminder,
    onSuccess: (answer, id, ...rest) => {
      queryClient.setQueryData(queryKey, (list) => list && { ...list, reminders: list.reminders.filter((item) => item.id !== id) })
      void queryClient.invalidateQueries({ queryKey })
      return onSuccess?.(answer, id, ...rest)
    },
    // A 404 means it was deleted elsewhere already: the list should say so either way.
    onError: (error, ...rest) => {
      void queryClient.invalidateQueries({ queryKey })
      return onError?.(error, ...rest)
    },
  })
}
