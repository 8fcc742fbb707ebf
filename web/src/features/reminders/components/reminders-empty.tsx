import { CalendarHeart, Plus } from 'lucide-react'
import { Button } from '@/components/ui/button'

const STEPS = [
  'Add the birthdays, anniversaries and other dates that matter to you.',
  'A few days before each one, we email you a reminder.',
  'Make the card in a minute and schedule it to arrive on the day.',
]

/** No dates yet: what the page does, and the way to start. */
export function RemindersEmpty({ onAdd }: { onAdd: () => void }) {
  return (
    <div className="grid justify-items-center gap-5 rounded-xl border border-dashed border-input bg-card/70 px-6 py-12 text-center sm:py-16">
      <span aria-hidden className="flex size-14 items-center justify-center rounded-full bg-secondary text-primary">
        <CalendarHeart className="size-7" />
      </span>
      <div className="grid max-w-md gap-2">
        <h2 className="font-display text-2xl font-semibold text-plum">Never miss a birthday again</h2>
        <p className="text-muted-foreground">
          Keep your important dates here and Cardsmith reminds you in time to send a card.
        </p>
      </div>
      <ol className="grid max-w-lg gap-2 text-left text-sm text-foreground">
        {STEPS.map((step, index) => (
          <li key={step} className="flex gap-3">
            <span
              aria-hidden
              className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-bold text-primary-foreground"
            >
              {index + 1}
            </span>
            {step}
          </li>
        ))}
      </ol>
      <Button size="lg" onClick={onAdd}>
        <Plus aria-hidden />
        Add your first date
      </Button>
    </div>
  )
}
