import { Alert } from './alert'
import { Button } from './button'

/** A section whose data could not be loaded, with a way to try again. */
export function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Alert>
      <p>We couldn't load your {what}.</p>
      <Button variant="link" className="mt-1 h-auto text-destructive" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  )
}

/** Placeholder rows while a table loads. */
export function TableSkeleton() {
  return (
    <div aria-hidden className="grid gap-2">
      {[0, 1, 2, 3].map((row) => (
        <div key={row} className="h-11 animate-pulse rounded-md bg-muted/70" />
      ))}
    </div>
  )
}
