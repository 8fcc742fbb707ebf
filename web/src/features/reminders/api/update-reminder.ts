import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api'
import type { components } from '@/lib/api-types'
import type { MutationConfig } from '@/lib/query-client'
import { remindersQueryOptions, reminderSchema, type Reminder } from './get-reminders'

export const REMINDER_NOT_SAVED_FALLBACK = "We couldn't save this date. Please try again."

interface UpdateReminderInput {
  id: string
  reminder: components['schemas']['ReminderRequest']
}

/** PUT /api/reminders/{id}: the whole date again, edited or switched on or off. */
export async function updateReminder({ id, reminder }: UpdateReminderInput): Promise<Reminder> {
  return reminderSchema.parse(await api.PUT('/api/reminders/{id}', { params: { path: { id } }, body: reminder }))
}

export function useUpdateReminder({ mutationConfig }: { mutationConfig?: MutationConfig<typeof updateReminder> } = {}) {
  const queryClient = useQueryClient()
  const { onSuccess, onError, ...config } = mutationConfig ?? {}
  const { queryKey } = remindersQueryOptions
  return useMutation({
    ...config,
    mutationFn: updateReminder,
    onSuccess: (updated, ...rest) => {
      queryClient.setQueryData(
        queryKey,
        (list) => list && { ...list, reminders: list.reminders.map((item) => (item.id === updated.id ? updated : item)) },
      )
      void queryClient.invalidateQueries({ queryKey })
      return onSuccess?.(updated, ...rest)
    },
    // A 404 means it was deleted elsewhere: the list should say so either way.
    onError: (error, ...rest) => {
      void queryClient.invalidateQueries({ queryKey })
      return onError?.(error, ...rest)
    },
  })
}
