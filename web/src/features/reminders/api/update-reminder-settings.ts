import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '@/lib/api'
import type { components } from '@/lib/api-types'
import type { MutationConfig } from '@/lib/query-client'
import { remindersQueryOptions } from './get-reminders'

const settingsSchema = z.object({ paused: z.boolean() }) satisfies z.ZodType<components['schemas']['ReminderSettings']>

export type ReminderSettings = z.infer<typeof settingsSchema>

/** PUT /api/reminders/settings: every reminder of the account off (paused), or back on. */
export async function updateReminderSettings(settings: ReminderSettings): Promise<ReminderSettings> {
  return settingsSchema.parse(await api.PUT('/api/reminders/settings', { body: settings }))
}

export function useUpdateReminderSettings({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof updateReminderSettings> } = {}) {
  const queryClient = useQueryClient()
  const { onSuccess, ...config } = mutationConfig ?? {}
  const { queryKey } = remindersQueryOptions
  return useMutation({
    ...config,
    mutationFn: updateReminderSettings,
    onSuccess: (settings, ...rest) => {
      queryClient.setQueryData(queryKey, (list) => list && { ...list, paused: settings.paused })
      return onSuccess?.(settings, ...rest)
    },
  })
}
