import { z } from 'zod'
import type { components } from '@/lib/api-types'
import { OCCASIONS } from '../data/occasions'
import { daysInMonth } from '../utils/calendar'
import type { Reminder } from './get-reminders'

/** The server's rules and words (crates/domain/src/reminders.rs), checked here first. */
export const NAME_MAX_LENGTH = 60
export const RELATIONSHIP_MAX_LENGTH = 40
export const MAX_DAYS_BEFORE = 60
export const DEFAULT_DAYS_BEFORE = 7

const NAME_INVALID = 'Enter a name of 1 to 60 characters'
const RELATIONSHIP_INVALID = 'The relationship must be at most 40 characters'
const OCCASION_INVALID = 'Choose birthday, anniversary or other'
const DATE_INVALID = 'Choose a day that exists in that month'
const DAYS_BEFORE_INVALID = 'Choose from 0 to 60 days before'
const TIME_ZONE_INVALID = 'Choose a time zone from the list'

/** A whole number typed or picked in a form field. */
const wholeNumber = (message: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,3}$/, message)
    .transform(Number)

/** The add and edit form: selects and boxes hold text, the request holds numbers. */
export const reminderFormSchema = z
  .object({
    name: z.string().trim().min(1, NAME_INVALID).max(NAME_MAX_LENGTH, NAME_INVALID),
    relationship: z.string().trim().max(RELATIONSHIP_MAX_LENGTH, RELATIONSHIP_INVALID),
    occasion: z.enum(OCCASIONS, OCCASION_INVALID),
    month: wholeNumber(DATE_INVALID).pipe(z.number().min(1, DATE_INVALID).max(12, DATE_INVALID)),
    day: wholeNumber(DATE_INVALID).pipe(z.number().min(1, DATE_INVALID).max(31, DATE_INVALID)),
    daysBefore: wholeNumber(DAYS_BEFORE_INVALID).pipe(z.number().max(MAX_DAYS_BEFORE, DAYS_BEFORE_INVALID)),
    timeZone: z.string().trim().min(1, TIME_ZONE_INVALID),
  })
  .refine(({ month, day }) => day <= daysInMonth(month), { path: ['day'], message: DATE_INVALID }) satisfies z.ZodType<
  components['schemas']['ReminderRequest']
>

export type ReminderFormInput = z.input<typeof reminderFormSchema>
export type ReminderFormValues = z.output<typeof reminderFormSchema>

/** The fields the server may name in a 400 (or the 409 of a full list). */
export const REMINDER_FIELDS = ['name', 'relationship', 'occasion', 'day', 'daysBefore', 'timeZone'] as const

/** The form filled in with a saved date, to edit it. */
export function formInputOf(reminder: Reminder): ReminderFormInput {
  return {
    name: reminder.name,
    relationship: reminder.relationship,
    occasion: OCCASIONS.find((occasion) => occasion === reminder.occasion) ?? 'other',
    month: String(reminder.month),
    day: String(reminder.day),
    daysBefore: String(reminder.daysBefore),
    timeZone: reminder.timeZone,
  }
}

/** A saved date as the request that saves it again (to switch it on or off). */
export function requestOf(reminder: Reminder): components['schemas']['ReminderRequest'] {
  const { name, relationship, occasion, month, day, timeZone, daysBefore, enabled } = reminder
  return { name, relationship, occasion, month, day, timeZone, daysBefore, enabled }
}
