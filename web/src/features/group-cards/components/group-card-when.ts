import type { GroupCardSummary } from '@/components/group-cards/api/group-card-view'
import { formatInstantIn, formatZonedWallClock } from '@/lib/time-zones'

type Timed = Pick<GroupCardSummary, 'status' | 'deadline' | 'deadlineAt' | 'sendAt' | 'timeZone' | 'sentAt'>

/** Where the card stands, in a line: "Signing until …", "Sent on …", "Called off". */
export function groupCardWhen(card: Timed, now = new Date()): string {
  switch (card.status) {
    case 'collecting':
      return new Date(card.deadlineAt) > now
        ? `Signing closes ${formatZonedWallClock(card.deadline, card.timeZone)}`
        : `Signing closed. Goes ${formatZonedWallClock(card.sendAt, card.timeZone)}`
    case 'sealed':
      return 'Being sent now'
    case 'sent':
      return card.sentAt ? `Sent ${formatInstantIn(new Date(card.sentAt), card.timeZone, now)}` : 'Sent'
    case 'cancelled':
      return 'Called off'
    default:
      return card.status
  }
}

/** The status badge's words. */
export function groupCardStatusLabel(status: string): string {
  switch (status) {
    case 'collecting':
      return 'Collecting'
    case 'sealed':
    case 'sent':
      return 'Sent'
    case 'cancelled':
      return 'Called off'
    default:
      return status
  }
}
