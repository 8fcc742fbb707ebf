import { z } from 'zod'
import { emailSchema } from '@/lib/account-rules'
import { browserTimeZone, isKnownTimeZone, wallClockAt, wallClockToInstant } from '@/lib/time-zones'
import type { StartGroupCardInput } from './api/start-group-card'

/**
 * The organiser's form, with the server's rules (crates/domain/src/group_cards.rs) checked
 * first so most mistakes show at once on their field. The server checks again.
 */

export const MAX_TITLE_LENGTH = 80
export const MAX_NAME_LENGTH = 60
const TEN_MINUTES_MS = 10 * 60 * 1000
const YEAR_MS = 365 * 24 * 60 * 60 * 1000
const DAY_MS = 24 * 60 * 60 * 1000

const CONTROL_CHARACTERS = /\p{Cc}/u
const oneLine = (max: number, message: string) =>
  z
    .string()
    .trim()
    .min(1, message)
    .max(max, message)
    .refine((value) => !CONTROL_CHARACTERS.test(value), message)

export const groupCardFormSchema = z
  .object({
    title: oneLine(MAX_TITLE_LENGTH, 'Give the card a title of 1 to 80 characters'),
    recipientName: oneLine(MAX_NAME_LENGTH, "Enter the recipient's name (up to 60 characters)"),
    recipientEmail: emailSchema,
    organiserName: oneLine(MAX_NAME_LENGTH, 'Enter your name as the recipient should see it (up to 60 characters)'),
    deadline: z.string(),
    sendAt: z.string(),
    timeZone: z.string().refine(isKnownTimeZone, 'Choose a time zone from the list'),
    hideMessages: z.boolean(),
  })
  .superRefine((values, context) => {
    const deadline = wallClockToInstant(values.deadline, values.timeZone)
    const sendAt = wallClockToInstant(values.sendAt, values.timeZone)
    const now = Date.now()
    if (!deadline) {
      context.addIssue({ code: 'custom', message: 'Choose a date and time for the deadline', path: ['deadline'] })
    } else if (deadline.getTime() < now + TEN_MINUTES_MS) {
      context.addIssue({ code: 'custom', message: 'Give signers at least 10 minutes', path: ['deadline'] })
    } else if (sendAt && deadline.getTime() > sendAt.getTime()) {
      context.addIssue({ code: 'custom', message: 'The deadline must be no later than the send time', path: ['deadline'] })
    }
    if (!sendAt) {
      context.addIssue({ code: 'custom', message: 'Choose a date and time to send the card', path: ['sendAt'] })
    } else if (sendAt.getTime() > now + YEAR_MS) {
      context.addIssue({ code: 'custom', message: 'Cards can be scheduled up to one year ahead', path: ['sendAt'] })
    }
  })

export type GroupCardFormValues = z.input<typeof groupCardFormSchema>

/** The server's names of the form's fields, for its field errors. */
export const GROUP_CARD_FIELDS = [
  'title',
  'recipientName',
  'recipientEmail',
  'organiserName',
  'deadline',
  'sendAt',
  'timeZone',
] as const

/** A week to sign, closing at 5 PM, and the card going the next morning at 9. */
export function newGroupCardValues(organiserName: string, now = new Date()): GroupCardFormValues {
  const timeZone = browserTimeZone()
  const day = (days: number) => wallClockAt(new Date(now.getTime() + days * DAY_MS), timeZone).slice(0, 10)
  return {
    title: '',
    recipientName: '',
    recipientEmail: '',
    organiserName,
    deadline: `${day(7)}T17:00`,
    sendAt: `${day(8)}T09:00`,
    timeZone,
    hideMessages: false,
  }
}

export function toStartInput(imageId: string, values: GroupCardFormValues): StartGroupCardInput {
  return { imageId, ...values }
}
