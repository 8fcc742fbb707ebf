import { Clock } from 'lucide-react'
import { browserTimeZone, formatInstantIn, wallClockAt, wallClockToInstant, zoneLabel } from '@/lib/time-zones'

interface SendTimeNoteProps {
  /** The chosen wall-clock time in `timeZone`. */
  sendAt: string
  timeZone: string
}

/** Scheduling for someone far away: the chosen time on the sender's own clock too, so 9 AM in
 * Tokyo is not mistaken for 9 AM at home. Nothing while both clocks read the same. */
export function SendTimeNote({ sendAt, timeZone }: SendTimeNoteProps) {
  const yours = browserTimeZone()
  const instant = wallClockToInstant(sendAt, timeZone)
  const differs = instant !== null && wallClockAt(instant, yours) !== sendAt.slice(0, 16)
  return (
    // Always there, so a screen reader hears the new times as the date or zone changes.
    <p aria-live="polite" className="text-sm text-foreground empty:hidden sm:col-span-2">
      {differs ? (
        <span className="flex items-start gap-2 rounded-md bg-muted/60 px-3 py-2">
          <Clock aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
          <span>
            Arrives <strong className="font-semibold">{formatInstantIn(instant, timeZone)}</strong> {zoneLabel(timeZone)},
            which is <strong className="font-semibold">{formatInstantIn(instant, yours)}</strong> your time.
          </span>
        </span>
      ) : null}
    </p>
  )
}
