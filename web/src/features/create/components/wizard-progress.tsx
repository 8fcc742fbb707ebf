import { Check } from 'lucide-react'
import { cn } from '@/lib/utils'
import { progressOf, STEP_IDS, STEP_LABELS, stepIndex, type StepId } from '../data/steps'

/** Where the visitor is: a progress bar (0 to 100 in steps of 20) over the list of steps. */
export function WizardProgress({ step }: { step: StepId }) {
  const current = stepIndex(step)
  const progress = progressOf(step)
  return (
    <div className="grid gap-3 border-b px-4 pt-5 pb-4 sm:px-8 sm:pt-6">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <p className="font-semibold text-plum">
          Step {current + 1} of {STEP_IDS.length}
          <span className="font-normal text-muted-foreground sm:hidden"> · {STEP_LABELS[step]}</span>
        </p>
        <p className="text-muted-foreground tabular-nums" aria-hidden>
          {progress}%
        </p>
      </div>
      <div
        role="progressbar"
        aria-label="Card progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        aria-valuetext={`${progress}%: step ${current + 1} of ${STEP_IDS.length}, ${STEP_LABELS[step]}`}
        className="h-2 overflow-hidden rounded-full bg-secondary"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-300 ease-out motion-reduce:transition-none"
          style={{ width: `${progress}%` }}
        />
      </div>
      <ol className="hidden grid-cols-6 gap-2 sm:grid" aria-label="Steps">
        {STEP_IDS.map((id, index) => (
          <li
            key={id}
            aria-current={index === current ? 'step' : undefined}
            className={cn(
              'flex items-center gap-1.5 text-xs font-medium',
              index < current && 'text-foreground',
              index === current && 'font-semibold text-primary',
              index > current && 'text-muted-foreground',
            )}
          >
            <span
              aria-hidden
              className={cn(
                'flex size-5 shrink-0 items-center justify-center rounded-full border text-[0.65rem] tabular-nums',
                index < current && 'border-primary bg-primary text-primary-foreground',
                index === current && 'border-primary text-primary',
              )}
            >
              {index < current ? <Check className="size-3" /> : index + 1}
            </span>
            {STEP_LABELS[id]}
          </li>
        ))}
      </ol>
    </div>
  )
}
