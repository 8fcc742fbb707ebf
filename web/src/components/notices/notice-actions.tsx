import { Brush, Home, RefreshCw } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'

/** Ways on from a page behind a link that shows nothing (a card or signing link gone or wrong). */
export function WaysOn() {
  return (
    <>
      <Button asChild>
        <Link to="/create">
          <Brush aria-hidden />
          Make a card of your own
        </Link>
      </Button>
      <HomeButton />
    </>
  )
}

/** "Go to the home page", the quiet way out of a notice. */
export function HomeButton() {
  return (
    <Button asChild variant="outline">
      <Link to="/">
        <Home aria-hidden />
        Go to the home page
      </Link>
    </Button>
  )
}

/** "Try again" on a notice about a read that failed; it spins while the read is under way again. */
export function RetryButton({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <Button onClick={onRetry} disabled={retrying} aria-busy={retrying}>
      <RefreshCw aria-hidden className={retrying ? 'animate-spin' : undefined} />
      Try again
    </Button>
  )
}
