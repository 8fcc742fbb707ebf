import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '@/lib/api'
import type { components } from '@/lib/api-types'
import { queryKeys } from '@/lib/query-keys'

export const reminderSchema = z.object({
  id: z.string(),
  name: z.string(),
  relationship: z.string(),
  /** birthday, anniversary or other (kept a string: a kind added later must not break the list). */
  occasion: z.string(),
  month: z.number().int(),
  day: z.number().int(),
  timeZone: z.string(),
  daysBefore: z.number().int(),
  enabled: z.boolean(),
  /** When the next reminder email is due. */
  remindAt: z.string(),
  /** The card wizard set to the occasion and the name, e.g. `/create?category=birthday&name=Mia`. */
  createUrl: z.string(),
}) satisfies z.ZodType<components['schemas']['ReminderView']>

export type Reminder = z.infer<typeof reminderSchema>

const reminderListSchema = z.object({
  reminders: z.array(reminderSchema),
  /** True when the account's "Email me reminders" is off. */
  paused: z.boolean(),
}) satisfies z.ZodType<components['schemas']['ReminderList']>

export type ReminderList = z.infer<typeof reminderListSchema>

/** An account keeps at most this many dates (the server answers 409 past it). */
export const MAX_REMINDERS = 100

export async function getReminders(signal?: AbortSignal): Promise<ReminderList> {
  return reminderListSchema.parse(await api.GET('/api/reminders', { signal }))
}

export const remindersQueryOptions = queryOptions({
  queryKey: queryKeys.reminders,
  queryFn: ({ signal }) => getReminders(signal),
})

/** The user's dates in calendar order, and whether their reminders are paused. */
export function useReminders() {
  return useQuery(remindersQueryOptions)
}
