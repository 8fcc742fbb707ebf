import { browserTimeZone, formatInstantIn, zoneLabel } from '@/lib/time-zones'
import type { SigningView } from '../api/get-signing-page'

/** "Tue, Dec 1 at 2:00 PM (UTC)", and the signer's own clock when it differs. */
export function deadlineInWords(card: Pick<SigningView, 'deadlineAt' | 'timeZone'>): string {
  const at = new Date(card.deadlineAt)
  const there = `${formatInstantIn(at, card.timeZone)} (${zoneLabel(card.timeZone)})`
  const here = browserTimeZone()
  const local = formatInstantIn(at, here)
  if (here === card.timeZone || local === formatInstantIn(at, card.timeZone)) return there
  return `${there}, ${local} your time`
}
