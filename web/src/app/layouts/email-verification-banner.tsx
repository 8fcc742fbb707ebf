import { MailWarning } from 'lucide-react'
import { useLocation } from 'react-router'
import { ResendVerificationButton } from '@/components/account/resend-verification-button'
import { useAuth } from '@/lib/auth'

/** Pages that already talk about confirming the address, where the banner would only repeat it. */
const PAGES_WITHOUT_BANNER = new Set(['/verify-email'])

/**
 * Asks a signed-in user whose address is not confirmed yet to open the emailed link. It has no
 * close button on purpose: sending cards and API keys wait for a confirmed address, so the
 * reminder stays until the link is opened.
 */
export function EmailVerificationBanner() {
  const auth = useAuth()
  const { pathname } = useLocation()
  if (auth.status !== 'authenticated' || auth.user.emailVerified) return null
  if (PAGES_WITHOUT_BANNER.has(pathname.replace(/\/+$/, ''))) return null
  return (
    <section aria-label="Email confirmation" className="border-b border-accent/50 bg-accent-soft text-plum">
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-2 text-sm lg:px-6">
        <MailWarning aria-hidden className="hidden size-4 shrink-0 text-[#b7800f] sm:block" />
        <p className="min-w-0 flex-1 leading-snug">
          Please confirm your email address. We sent a link to{' '}
          <strong className="font-semibold wrap-anywhere">{auth.user.email}</strong>.
        </p>
        <ResendVerificationButton variant="outline" size="sm" className="h-8 px-3 sm:h-9 sm:px-4" />
      </div>
    </section>
  )
}
