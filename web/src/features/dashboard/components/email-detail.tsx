import { BadgeCheck, MailWarning } from 'lucide-react'
import { ResendVerificationButton } from '@/components/account/resend-verification-button'
import { cn } from '@/lib/utils'
import { ChangeEmail } from './change-email'

/** The account's address with whether it is confirmed; an unconfirmed one comes with the way to
 * confirm it. Below it, the way to move the account to another address. */
export function EmailDetail({ email, verified }: { email: string; verified: boolean }) {
  return (
    <div className="grid gap-1">
      <dt className="font-semibold text-muted-foreground">Email</dt>
      <dd className="flex flex-wrap items-center gap-x-2 gap-y-1 text-foreground">
        <span className="break-all">{email}</span>
        <StatusBadge verified={verified} />
      </dd>
      {verified ? null : (
        <dd className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-2">
          <ResendVerificationButton variant="outline" size="sm" />
          <span className="text-xs text-muted-foreground">Open the link we emailed you to confirm it.</span>
        </dd>
      )}
      <dd className="mt-2">
        <ChangeEmail />
      </dd>
    </div>
  )
}

function StatusBadge({ verified }: { verified: boolean }) {
  const Icon = verified ? BadgeCheck : MailWarning
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1',
        verified ? 'bg-emerald-50 text-emerald-800 ring-emerald-600/20' : 'bg-accent-soft text-plum ring-accent/60',
      )}
    >
      <Icon aria-hidden className="size-3.5" />
      {verified ? 'Verified' : 'Not verified'}
    </span>
  )
}
