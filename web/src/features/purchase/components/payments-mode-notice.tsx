import { FlaskConical } from 'lucide-react'
import { useSiteInfo } from '@/lib/site-info'

/** Says plainly when purchases go through the built-in demo checkout, where no money moves. */
export function PaymentsModeNotice() {
  const siteInfo = useSiteInfo()
  if (siteInfo.data?.paymentsMode !== 'demo') return null
  return (
    <p className="flex items-start gap-3 rounded-lg border border-accent/60 bg-accent-soft px-4 py-3 text-sm text-plum">
      <FlaskConical aria-hidden className="mt-0.5 size-4 shrink-0 text-[#b7800f]" />
      <span>
        <strong className="font-semibold">Demo payments.</strong> This installation uses a built-in demo checkout: no
        card is charged and no money moves, but the credits are added just like a real purchase.
      </span>
    </p>
  )
}
