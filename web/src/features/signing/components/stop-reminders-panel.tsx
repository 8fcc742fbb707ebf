import { BellOff, LoaderCircle } from 'lucide-react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { getErrorMessage } from '@/lib/api-client'
import { useStopReminders } from '../api/stop-reminders'

/** From a reminder email's "stop reminders" link: one button, then word that they are off. */
export function StopRemindersPanel({ token, stopped }: { token: string; stopped: boolean }) {
  const stop = useStopReminders()
  if (stopped) {
    return (
      <Alert variant="success">
        Reminders are off. We won't email you about this card again.
      </Alert>
    )
  }
  return (
    <section className="flex flex-col gap-3 rounded-xl border border-border bg-card p-5 shadow-card sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-foreground">Don't want more reminders about this card?</p>
      <div className="grid gap-2">
        <Button variant="outline" onClick={() => stop.mutate(token)} disabled={stop.isPending} aria-busy={stop.isPending}>
          {stop.isPending ? <LoaderCircle aria-hidden className="animate-spin" /> : <BellOff aria-hidden />}
          Stop reminders
        </Button>
        {stop.isError ? <Alert>{getErrorMessage(stop.error, 'Reminders could not be stopped. Please try again.')}</Alert> : null}
      </div>
    </section>
  )
}
