import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api'
import type { components } from '@/lib/api-types'
import type { MutationConfig } from '@/lib/query-client'
import { remindersQueryOptions, reminderSchema, type Reminder } from './get-reminders'

export const REMINDER_NOT_ADDED_FALLBACK = "We couldn't add this date. Please try again."

/** POST /api/reminders: a new date to remember (reminders on unless told otherwise). */
export async function createReminder(input: components['schemas']['ReminderRequest']): Promise<Reminder> {
  return reminderSchema.parse(await api.POST('/api/reminders', { body: input }))
}

export function useCreateReminder({ mutationConfig }: { mutationConfig?: MutationConfig<typeof createReminder> } = {}) {
  const queryClient = useQueryClient()
  const { onSuccess, ...config } = mutationConfig ?? {}
  const { queryKey } = remindersQueryOptions
  return useMutation({
    ...config,
    mutationFn: createReminder,
    onSuccess: (created, ...rest) => {
      queryClient.setQueryData(queryKey, (list) => list && { ...list, reminders: [...list.reminders, created] })
      // Read again for the server's calendar order.
      void queryClient.invalidateQueries({ queryKey })
      return onSuccess?.(created, ...rest)
    },
  })
}
