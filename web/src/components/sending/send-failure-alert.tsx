import { useEffect, useRef } from 'react'
import { ResendVerificationButton } from '@/components/account/resend-verification-button'
import { Alert } from '@/components/ui/alert'
import type { SendFailure } from './send-failure'

/** Why the card did not go, above the form's buttons; an unconfirmed address gets its way out. */
export function SendFailureAlert({ failure }: { failure: SendFailure | null }) {
  const ref = useRef<HTMLDivElement>(null)
  const shown = failure && failure.kind !== 'fields' ? failure : null
  useEffect(() => {
    // The form is long: bring the answer into view rather than leave it below the fold.
    if (shown) ref.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' })
  }, [shown])
  if (!shown) return null
  return (
    <div ref={ref}>
      <Alert>
        <p>{shown.message}</p>
        {shown.kind === 'unverified' ? <VerifyHint /> : null}
      </Alert>
    </div>
  )
}

/** Shown before a send too, when the address is known to be unconfirmed: better than a refusal
 * after filling in the whole form. */
export function UnverifiedNotice() {
  return (
    <Alert>
      <p>Please verify your email address before sending cards.</p>
      <VerifyHint />
    </Alert>
  )
}

function VerifyHint() {
  return (
    <>
      <p className="mt-1 text-foreground">Open the link we emailed you, then send your card. Your form stays as it is.</p>
      <ResendVerificationButton variant="outline" size="sm" className="mt-2 max-sm:h-11">
        Resend confirmation email
      </ResendVerificationButton>
    </>
  )
}
