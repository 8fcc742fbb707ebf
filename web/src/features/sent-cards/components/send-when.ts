import type { SendView } from '@/components/sending/api/send-view'
import { formatZonedWallClock } from '@/lib/time-zones'

const INSTANT = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })

/** "Nov 24, 2026, 3:04 PM", in the viewer's own zone. */
export function formatInstant(value: string): string {
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? '-' : INSTANT.format(date)
}

/**
 * When the card goes or went, as the sender chose it: a scheduled time in its zone ("Dec 24,
 * 2026 at 9:00 AM (New York time)"), or the moment it was sent now, in the viewer's zone.
 */
export function describeSendTime(send: SendView): string {
  const waiting = send.recipients.some((recipient) => recipient.status === 'scheduled')
  const when = send.sendAt ? formatZonedWallClock(send.sendAt, send.timeZone) : formatInstant(send.dueAt)
  if (send.cancelledAt && !send.recipients.some((recipient) => recipient.sentAt)) {
    return `Cancelled · was scheduled for ${when}`
  }
  if (waiting) return `Scheduled for ${when}`
  return `Sent ${when}`
}
