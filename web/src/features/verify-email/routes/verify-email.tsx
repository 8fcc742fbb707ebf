import { useSearchParams } from 'react-router'
import { ConfirmedNextSteps, FailedNextSteps } from '../components/next-steps'
import { VerificationCard } from '../components/verification-card'
import { useEmailVerification } from '../hooks/use-email-verification'

/** Where the emailed confirmation link (`/verify-email?token=…`) lands, signed in or not. */
export function VerifyEmailRoute() {
  const [searchParams] = useSearchParams()
  const outcome = useEmailVerification(searchParams.get('token'))
  switch (outcome.status) {
    case 'confirming':
      return <VerificationCard tone="confirming" title="Confirming your email address…" message="This takes just a moment." />
    case 'confirmed':
      return (
        <VerificationCard tone="confirmed" title="Email confirmed" message={outcome.message}>
          <ConfirmedNextSteps />
        </VerificationCard>
      )
    case 'failed':
      return (
        <VerificationCard tone="failed" title="This link didn't work" message={outcome.message}>
          <FailedNextSteps />
        </VerificationCard>
      )
  }
}
