import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { ResendVerificationButton } from '@/components/account/resend-verification-button'
import { Button } from '@/components/ui/button'
import { useAuth } from '@/lib/auth'

/** After a confirmed address: on to the account, or to log in when the link was opened signed out. */
export function ConfirmedNextSteps() {
  const auth = useAuth()
  if (auth.status === 'loading') return null
  return auth.status === 'authenticated' ? <LinkButton to="/dashboard">Go to Dashboard</LinkButton> : <LinkButton to="/login">Log In</LinkButton>
}

/** After a link that did not work: the way to a working one. */
export function FailedNextSteps() {
  const auth = useAuth()
  if (auth.status === 'loading') return null
  if (auth.status === 'anonymous') {
    return (
      <>
        <LinkButton to="/login">Log In</LinkButton>
        <Hint>Log in to have a new confirmation link sent to you.</Hint>
      </>
    )
  }
  if (auth.user.emailVerified) {
    // An old link opened again: nothing is wrong with the account.
    return (
      <>
        <Hint>Your email address is already confirmed, so there is nothing more to do.</Hint>
        <LinkButton to="/dashboard">Go to Dashboard</LinkButton>
      </>
    )
  }
  return (
    <>
      <ResendVerificationButton size="lg" className="w-full">
        Resend confirmation email
      </ResendVerificationButton>
      <Hint>
        We'll send a new link to <strong className="font-semibold text-foreground wrap-anywhere">{auth.user.email}</strong>.
      </Hint>
    </>
  )
}

function LinkButton({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button asChild size="lg" className="w-full">
      <Link to={to}>{children}</Link>
    </Button>
  )
}

function Hint({ children }: { children: ReactNode }) {
  return <p className="text-sm text-muted-foreground">{children}</p>
}
