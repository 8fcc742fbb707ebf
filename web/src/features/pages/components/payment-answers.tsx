import { useSiteInfo } from '@/lib/site-info'
import { SUPPORT_EMAIL } from '../data/related-links'

/** The payment mode this site runs in: the server's word (GET /api/site), as on the purchase
 * page; `null` until it has answered (and in the prerendered page). */
function usePaymentsMode(): 'demo' | 'stripe' | null {
  const { data } = useSiteInfo()
  if (!data) return null
  return data.paymentsMode === 'demo' ? 'demo' : 'stripe'
}

/** "How do I pay?", true for the checkout this site really uses. Until the site has said
 * which, only what holds for both. */
export function PaymentAnswer() {
  const mode = usePaymentsMode()
  if (mode === 'demo') {
    return (
      <p>
        This site uses a built-in demo checkout: no card is asked for and no money moves. Choosing Pay on the demo
        checkout page adds the credits to your account just as a real purchase would, straight away.
      </p>
    )
  }
  if (mode === 'stripe') {
    return (
      <p>
        By card through Stripe's secure checkout. Your card details go straight to Stripe; we never see or store them.
        Credits are added as soon as the payment completes.
      </p>
    )
  }
  return (
    <p>
      Choose a package on the pricing page and complete the checkout. Credits are added to your account as soon as the
      payment completes.
    </p>
  )
}

/** "Can I get a refund?": the policy, and on the demo checkout the plain fact that no money moved. */
export function RefundAnswer() {
  const mode = usePaymentsMode()
  return (
    <p>
      Unused credits can be refunded within 14 days of purchase: email {SUPPORT_EMAIL} and we will refund the unused
      part. Credits spent on a failed generation are refunded automatically; you never pay for an image you did not
      receive.
      {mode === 'demo' ? ' Purchases through the demo checkout move no money, so there is nothing to pay back for them.' : null}
    </p>
  )
}
