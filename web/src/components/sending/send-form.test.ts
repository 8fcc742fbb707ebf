import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/lib/api-client'
import type { SendView } from './api/send-view'
import { CARD_GONE, SEND_GONE, sendFailureOf } from './send-failure'
import {
  editSendValues,
  newSendValues,
  previewWords,
  RECIPIENT_NAME_MISSING,
  RECIPIENT_NAME_TOO_LONG,
  RECIPIENT_REPEATED,
  SEND_AT_MISSING,
  SEND_AT_PAST,
  SEND_AT_TOO_FAR,
  SENDER_NAME_INVALID,
  sendFormSchema,
  suggestedSendAt,
  toSendDetails,
  TIME_ZONE_INVALID,
  type SendFormValues,
} from './send-form'

const VALID: SendFormValues = {
  recipients: [
    { name: 'Sam Lee', email: 'sam@example.com' },
    { name: 'Ana Ruiz', email: 'ana@example.com' },
  ],
  message: 'Happy birthday!',
  senderName: 'Jane',
  font: 'handwritten',
  when: 'now',
  sendAt: '',
  timeZone: 'America/New_York',
}

/** Each field's first message, by path ("recipients.1.email"). */
function problems(values: Partial<SendFormValues>): Record<string, string> {
  const result = sendFormSchema.safeParse({ ...VALID, ...values })
  if (result.success) return {}
  const found: Record<string, string> = {}
  for (const issue of result.error.issues) found[issue.path.join('.')] ??= issue.message
  return found
}

describe('send form rules', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-24T12:00:00Z') })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('accepts a good form and trims what the server trims', () => {
    const result = sendFormSchema.parse({
      ...VALID,
      recipients: [{ name: '  Sam Lee ', email: ' sam@example.com ' }],
      senderName: ' Jane ',
      message: '  Happy birthday!  ',
    })
    expect(toSendDetails(result)).toEqual({
      recipients: [{ name: 'Sam Lee', email: 'sam@example.com' }],
      message: 'Happy birthday!',
      senderName: 'Jane',
      font: 'handwritten',
      sendAt: null,
      timeZone: 'America/New_York',
    })
  })

  it('names the row and the field of a bad recipient', () => {
    expect(
      problems({
        recipients: [
          { name: '', email: 'sam@example.com' },
          { name: 'x'.repeat(61), email: 'not-an-email' },
          { name: 'Line\nbreak', email: 'lee@example.com' },
        ],
      }),
    ).toEqual({
      'recipients.0.name': RECIPIENT_NAME_MISSING,
      'recipients.1.name': RECIPIENT_NAME_TOO_LONG,
      'recipients.1.email': 'Please enter a valid email address',
      'recipients.2.name': 'Write the name on one line',
    })
  })

  it('refuses the same address twice, whatever its case, on the repeated row', () => {
    expect(
      problems({
        recipients: [
          { name: 'Sam', email: 'sam@example.com' },
          { name: 'Ana', email: 'ana@example.com' },
          { name: 'Sam again', email: 'SAM@Example.com' },
        ],
      }),
    ).toEqual({ 'recipients.2.email': RECIPIENT_REPEATED })
  })

  it('takes one to ten recipients', () => {
    expect(problems({ recipients: [] })).toEqual({ recipients: 'Add at least one recipient' })
    const eleven = Array.from({ length: 11 }, (_, i) => ({ name: `Friend ${i}`, email: `friend${i}@example.com` }))
    expect(problems({ recipients: eleven })).toEqual({ recipients: 'A card can go to at most 10 recipients at once' })
    expect(problems({ recipients: eleven.slice(0, 10) })).toEqual({})
  })

  it('holds the message to 1,000 characters and the sender to 60', () => {
    expect(problems({ message: 'x'.repeat(1000) })).toEqual({})
    expect(problems({ message: 'x'.repeat(1001) })).toEqual({ message: 'The message must be at most 1,000 characters' })
    expect(problems({ senderName: '   ' })).toEqual({ senderName: SENDER_NAME_INVALID })
    expect(problems({ senderName: 'x'.repeat(61) })).toEqual({ senderName: SENDER_NAME_INVALID })
  })

  it('needs a future time within a year when scheduling, read in the chosen zone', () => {
    expect(problems({ when: 'schedule', sendAt: '' })).toEqual({ sendAt: SEND_AT_MISSING })
    // 06:59 in New York is 11:59 UTC: a minute ago.
    expect(problems({ when: 'schedule', sendAt: '2026-11-24T06:59' })).toEqual({ sendAt: SEND_AT_PAST })
    expect(problems({ when: 'schedule', sendAt: '2026-11-24T07:01' })).toEqual({})
    expect(problems({ when: 'schedule', sendAt: '2027-11-25T09:00' })).toEqual({ sendAt: SEND_AT_TOO_FAR })
    expect(problems({ when: 'schedule', timeZone: 'Mars/Olympus', sendAt: '2026-12-24T09:00' })).toEqual({
      timeZone: TIME_ZONE_INVALID,
    })
    // Sending now ignores a time left in the picker.
    expect(problems({ when: 'now', sendAt: '2020-01-01T00:00' })).toEqual({})
  })

  it('sends the wall-clock time and zone only when scheduling', () => {
    const scheduled = sendFormSchema.parse({ ...VALID, when: 'schedule', sendAt: '2026-12-24T09:00' })
    expect(toSendDetails(scheduled)).toMatchObject({ sendAt: '2026-12-24T09:00', timeZone: 'America/New_York' })
  })

  it('suggests tomorrow at 9 AM in the zone', () => {
    expect(suggestedSendAt('Asia/Tokyo')).toBe('2026-11-25T09:00')
  })

  it('starts a new send from the user and an edit from the send', () => {
    expect(newSendValues('jane')).toMatchObject({ senderName: 'jane', recipients: [{ name: '', email: '' }], when: 'now' })
    const send = {
      recipients: [{ name: 'Maya', email: 'maya@example.com' }],
      message: 'Merry Christmas',
      senderName: 'Jane',
      font: 'modern',
      sendAt: '2026-12-24T09:00',
      timeZone: 'Europe/Paris',
    } as SendView
    expect(editSendValues(send)).toEqual({
      recipients: [{ name: 'Maya', email: 'maya@example.com' }],
      message: 'Merry Christmas',
      senderName: 'Jane',
      font: 'modern',
      when: 'schedule',
      sendAt: '2026-12-24T09:00',
      timeZone: 'Europe/Paris',
    })
  })

  it('previews the first words of the message', () => {
    expect(previewWords('  Happy birthday to you, Sam!  ', 'Thinking of you')).toBe('Happy birthday to you,…')
    expect(previewWords('Hi Sam', 'Thinking of you')).toBe('Hi Sam')
    expect(previewWords('   ', 'Thinking of you')).toBe('Thinking of you')
  })
})

describe('send failures', () => {
  const answer = (status: number, body: unknown) => new ApiError(status, '', JSON.stringify(body))

  it('leaves named fields to the fields, and says the rest', () => {
    expect(sendFailureOf(answer(400, { message: 'x', errors: { recipients: 'x' } }), false)).toEqual({ kind: 'fields' })
    expect(sendFailureOf(answer(400, { message: 'Invalid JSON' }), false)).toEqual({ kind: 'other', message: 'Invalid JSON' })
    expect(sendFailureOf(answer(403, { message: 'Please verify your email address before sending cards' }), false)).toEqual({
      kind: 'unverified',
      message: 'Please verify your email address before sending cards',
    })
    expect(sendFailureOf(answer(429, { message: 'You can send cards to 50 recipients a day.' }), false)).toEqual({
      kind: 'daily-limit',
      message: 'You can send cards to 50 recipients a day.',
    })
    expect(sendFailureOf(answer(404, { message: 'Card not found' }), false)).toEqual({ kind: 'gone', message: CARD_GONE })
    expect(sendFailureOf(answer(404, { message: 'Sent card not found' }), true)).toEqual({ kind: 'gone', message: SEND_GONE })
    expect(sendFailureOf(answer(409, { message: 'Already on its way', errors: { sendAt: 'Already on its way' } }), true)).toEqual({
      kind: 'other',
      message: 'Already on its way',
    })
    expect(sendFailureOf(new TypeError('Failed to fetch'), false)).toEqual({
      kind: 'other',
      message: 'We could not send your card. Please try again.',
    })
  })
})
