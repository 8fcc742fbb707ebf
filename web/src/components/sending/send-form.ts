import { z } from 'zod'
import { emailSchema } from '@/lib/account-rules'
import type { components } from '@/lib/api-types'
import { CARD_FONTS, isCardFont } from '@/lib/card-fonts'
import { browserTimeZone, currentTimeZoneName, isKnownTimeZone, wallClockAt, wallClockToInstant } from '@/lib/time-zones'
import type { SendView } from './api/send-view'

/**
 * The send form's rules, the server's own (crates/domain/src/sending.rs) checked before the
 * request so most mistakes show at once and on the exact field. The server checks again.
 */

export const MAX_RECIPIENTS = 10
export const MAX_NAME_LENGTH = 60
export const MAX_MESSAGE_LENGTH = 1000
/** A year ahead, a little inside the server's 366 days so the two never disagree. */
export const LONGEST_WAIT_MS = 365 * 24 * 60 * 60 * 1000

export const SENDER_NAME_INVALID = 'Enter your name as the recipient should see it (up to 60 characters)'
export const RECIPIENT_NAME_MISSING = "Enter the recipient's name"
export const RECIPIENT_NAME_TOO_LONG = 'Names can be up to 60 characters'
export const RECIPIENT_NAME_ONE_LINE = 'Write the name on one line'
export const RECIPIENT_REPEATED = 'Each email address can receive the card once'
export const MESSAGE_TOO_LONG = 'The message must be at most 1,000 characters'
export const TIME_ZONE_INVALID = 'Choose a time zone from the list'
export const SEND_AT_MISSING = 'Choose a date and time'
export const SEND_AT_PAST = 'Choose a time in the future'
export const SEND_AT_TOO_FAR = 'Cards can be scheduled up to one year ahead'

// Names go into an email's subject and greeting: no line breaks or other control characters.
const CONTROL_CHARACTERS = /\p{Cc}/u

const recipientSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, RECIPIENT_NAME_MISSING)
    .max(MAX_NAME_LENGTH, RECIPIENT_NAME_TOO_LONG)
    .refine((name) => !CONTROL_CHARACTERS.test(name), RECIPIENT_NAME_ONE_LINE),
  email: emailSchema,
})

export const sendFormSchema = z
  .object({
    recipients: z
      .array(recipientSchema)
      .min(1, 'Add at least one recipient')
      .max(MAX_RECIPIENTS, 'A card can go to at most 10 recipients at once'),
    message: z.string().max(MAX_MESSAGE_LENGTH, MESSAGE_TOO_LONG),
    senderName: z
      .string()
      .trim()
      .min(1, SENDER_NAME_INVALID)
      .max(MAX_NAME_LENGTH, SENDER_NAME_INVALID)
      .refine((name) => !CONTROL_CHARACTERS.test(name), SENDER_NAME_INVALID),
    font: z.enum(CARD_FONTS),
    when: z.enum(['now', 'schedule']),
    sendAt: z.string(),
    timeZone: z.string().refine(isKnownTimeZone, TIME_ZONE_INVALID),
  })
  .superRefine((values, context) => {
    const seen = new Set<string>()
    values.recipients.forEach(({ email }, index) => {
      const key = email.toLowerCase()
      if (key && seen.has(key)) {
        context.addIssue({ code: 'custom', message: RECIPIENT_REPEATED, path: ['recipients', index, 'email'] })
      }
      seen.add(key)
    })
    if (values.when === 'schedule') {
      const problem = sendAtProblem(values.sendAt, values.timeZone)
      if (problem) context.addIssue({ code: 'custom', message: problem, path: ['sendAt'] })
    }
  })

export type SendFormValues = z.input<typeof sendFormSchema>
type CheckedSendForm = z.output<typeof sendFormSchema>

/** What is wrong with a scheduled time, or null when it is a time within the next year. */
export function sendAtProblem(sendAt: string, timeZone: string, now = new Date()): string | null {
  if (!sendAt) return SEND_AT_MISSING
  if (!isKnownTimeZone(timeZone)) return null // Said on the time zone itself.
  const instant = wallClockToInstant(sendAt, timeZone)
  if (!instant) return SEND_AT_MISSING
  if (instant.getTime() <= now.getTime()) return SEND_AT_PAST
  if (instant.getTime() > now.getTime() + LONGEST_WAIT_MS) return SEND_AT_TOO_FAR
  return null
}

/** The earliest and latest times the picker offers in `timeZone`. */
export function scheduleBounds(timeZone: string, now = new Date()): { min: string; max: string } {
  const zone = isKnownTimeZone(timeZone) ? timeZone : 'UTC'
  return { min: wallClockAt(now, zone), max: wallClockAt(new Date(now.getTime() + LONGEST_WAIT_MS), zone) }
}

/** A first suggestion when the sender chooses to schedule: tomorrow at 9 AM in the zone. */
export function suggestedSendAt(timeZone: string, now = new Date()): string {
  const zone = isKnownTimeZone(timeZone) ? timeZone : 'UTC'
  const tomorrow = wallClockAt(new Date(now.getTime() + 24 * 60 * 60 * 1000), zone)
  return `${tomorrow.slice(0, 10)}T09:00`
}

export const emptyRecipient = () => ({ name: '', email: '' })

/** A new send, signed with the user's name, going now from the browser's zone. */
export function newSendValues(senderName: string): SendFormValues {
  return {
    recipients: [emptyRecipient()],
    message: '',
    senderName,
    font: 'classic',
    when: 'now',
    sendAt: '',
    timeZone: browserTimeZone(),
  }
}

/** A scheduled send as it stands, to be edited. */
export function editSendValues(send: SendView): SendFormValues {
  return {
    recipients: send.recipients.map(({ name, email }) => ({ name, email })),
    message: send.message,
    senderName: send.senderName,
    font: isCardFont(send.font) ? send.font : 'classic',
    when: send.sendAt ? 'schedule' : 'now',
    sendAt: send.sendAt ?? '',
    // Saved under an old name (Asia/Calcutta), shown and saved again under the current one.
    timeZone: currentTimeZoneName(send.timeZone),
  }
}

/** The request body: the time only when scheduling. */
export function toSendDetails(values: CheckedSendForm): components['schemas']['SendDetails'] {
  return {
    recipients: values.recipients,
    message: values.message.trim(),
    senderName: values.senderName,
    font: values.font,
    sendAt: values.when === 'schedule' ? values.sendAt : null,
    timeZone: values.timeZone,
  }
}

const PREVIEW_WORDS = 4

/** The message's first words, for a preview that fits on one line; `fallback` (the occasion's
 * few words) while there is no message. */
export function previewWords(message: string, fallback: string): string {
  const words = message.trim().split(/\s+/).filter(Boolean)
  if (words.length === 0) return fallback
  const shown = words.slice(0, PREVIEW_WORDS).join(' ')
  return words.length > PREVIEW_WORDS ? `${shown}…` : shown
}

/** The three faces the message can be set in, each showing the message's first words in it. */

/** The fields the server names in its 400 answers, in the order they appear on the form. */
export const SEND_FIELDS = ['recipients', 'message', 'senderName', 'font', 'sendAt', 'timeZone'] as const
