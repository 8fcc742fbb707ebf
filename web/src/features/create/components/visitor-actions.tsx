import { LogIn, UserPlus } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { authSearch } from '@/lib/auth-urls'

// Login and signup come back to the wizard with ?from=…, which tells it to restore.
const SIGNUP_URL = `/signup${authSearch({ from: 'signup', redirect: '/create' })}`
const LOGIN_URL = `/login${authSearch({ from: 'login', redirect: '/create' })}`

/** A visitor's way to generate: sign up or log in first. Either link saves the wizard on the
 * way out, so the card is waiting when they come back. */
export function VisitorActions({ onLeave }: { onLeave: () => void }) {
  return (
    <div className="grid gap-4 text-center">
      <p className="text-sm text-muted-foreground">
        Create a free account to generate your card: you get 10 free credits, and everything you've chosen is kept.
      </p>
      <div className="grid gap-2">
        <Button asChild size="lg">
          <Link to={SIGNUP_URL} onClick={onLeave}>
            <UserPlus aria-hidden />
            Sign Up & Generate
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to={LOGIN_URL} onClick={onLeave}>
            <LogIn aria-hidden />
            Login & Generate
          </Link>
        </Button>
      </div>
    </div>
  )
}
