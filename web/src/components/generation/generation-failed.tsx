import { RotateCcw, TriangleAlert } from 'lucide-react'
import { Button } from '@/components/ui/button'

interface GenerationFailedProps {
  /** The server's reason, or a fallback. */
  message: string
  onRetry: () => void
}

/** A generation that did not work out. Nothing was charged for it (the server refunds failed
 * attempts), so trying again is the obvious next step. */
export function GenerationFailed({ message, onRetry }: GenerationFailedProps) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-lg border border-destructive/30 bg-destructive/5 px-6 py-8 text-center"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-card text-destructive shadow-card">
        <TriangleAlert aria-hidden className="size-5" />
      </span>
      <h3 className="font-display text-lg font-semibold text-plum">Image Generation Failed</h3>
      <p className="max-w-sm text-sm break-words text-destructive">{message}</p>
      <Button onClick={onRetry} className="mt-1">
        <RotateCcw aria-hidden />
        Try Again
      </Button>
    </div>
  )
}
