import { ArrowLeft, ArrowRight, RotateCcw } from 'lucide-react'
import { Button } from '@/components/ui/button'

interface WizardNavProps {
  onBack: (() => void) | null
  onContinue: (() => void) | null
  /** Clears every answer (offered on the review, where a restored wizard opens). */
  onStartOver: (() => void) | null
  /** Why Continue is disabled, shown beside it; null when it is enabled. */
  blockedReason: string | null
  /** Everything waits while a card is being made. */
  busy: boolean
}

/** Back and Continue. On the first step there is no Back; on the review there is no Continue,
 * but Start over. */
export function WizardNav({ onBack, onContinue, onStartOver, blockedReason, busy }: WizardNavProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-t bg-muted/40 px-4 py-4 sm:px-8">
      {onBack ? (
        <Button variant="outline" onClick={onBack} disabled={busy}>
          <ArrowLeft aria-hidden />
          Back
        </Button>
      ) : (
        <span />
      )}
      {onStartOver ? (
        <Button variant="ghost" onClick={onStartOver} disabled={busy}>
          <RotateCcw aria-hidden />
          Start over
        </Button>
      ) : null}
      {onContinue ? (
        <div className="ml-auto flex items-center gap-3">
          {blockedReason ? (
            <p id="continue-hint" className="hidden text-sm text-muted-foreground sm:block">
              {blockedReason}
            </p>
          ) : null}
          <Button
            onClick={onContinue}
            disabled={busy || blockedReason !== null}
            aria-describedby={blockedReason ? 'continue-hint' : undefined}
          >
            Continue
            <ArrowRight aria-hidden />
          </Button>
        </div>
      ) : null}
    </div>
  )
}
