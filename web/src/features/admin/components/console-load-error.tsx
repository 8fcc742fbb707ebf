import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { getErrorMessage } from '@/lib/api-client'

/** A console read that failed, in the server's words, with a way to try again. (The shared
 * LoadError speaks to customers about "your" things.) */
export function ConsoleLoadError({ what, error, onRetry }: { what: string; error: unknown; onRetry: () => void }) {
  return (
    <Alert>
      <p>{getErrorMessage(error, `Could not load ${what}.`)}</p>
      <Button variant="link" className="mt-1 h-auto text-destructive" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  )
}
