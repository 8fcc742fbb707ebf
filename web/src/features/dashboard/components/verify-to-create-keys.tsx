import { MailWarning } from 'lucide-react'
import { ResendVerificationButton } from '@/components/account/resend-verification-button'

/** Why an unconfirmed account cannot create keys yet, and the way to confirm it. */
export function VerifyToCreateKeys() {
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-accent/60 bg-accent-soft px-4 py-3 text-sm text-plum sm:flex-row sm:items-center sm:justify-between">
      <p className="flex items-start gap-2">
        <MailWarning aria-hidden className="mt-0.5 size-4 shrink-0" />
        <span>
          <strong className="font-semibold">Confirm your email address to create API keys.</strong> Open the link we
          emailed you, then come back here.
        </span>
      </p>
      <ResendVerificationButton variant="outline" size="sm" className="w-fit">
        Resend confirmation email
      </ResendVerificationButton>
    </div>
  )
}
