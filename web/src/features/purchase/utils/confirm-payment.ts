import type { QueryClient } from '@tanstack/react-query'
import { trackPurchase } from '@/lib/analytics'
import { getErrorMessage } from '@/lib/api-client'
import { invalidateCreditQueries } from '@/lib/invalidate'
import { formatCredits } from '@/lib/format'
import { toast } from '@/lib/toast'
import { getCheckoutSession, type CheckoutSession } from '../api/get-checkout-session'
import { creditPackagesQueryOptions } from '../api/get-credit-packages'
import { shortTransactionId, type PaymentReturn } from './payment-return'

/** How long the success message is read before the address is tidied up. */
export const PAYMENT_REDIRECT_DELAY_MS = 1500
export const PAYMENT_TOAST_DURATION_MS = 6000

const NOT_CONFIRMED_FALLBACK =
  "We couldn't confirm your payment yet. If you were charged, your credits will appear shortly."

/**
 * Acts on a return from the payment page: confirms the checkout with the server (which credits
 * the account if the payment provider's webhook has not yet), tells the buyer the outcome,
 * refreshes the balance and reports the purchase. Returns how long to wait before leaving the
 * return address.
 */
export async function confirmPayment(paymentReturn: PaymentReturn, queryClient: QueryClient): Promise<number> {
  if (paymentReturn.outcome === 'canceled') {
    announceCanceled()
    return 0
  }
  if (!paymentReturn.sessionId) {
    // A provider flow that reports only a payment intent: its webhook does the crediting.
    announcePaid(paymentReturn.paymentIntentId, null)
    await invalidateCreditQueries(queryClient)
    trackPurchase({
      transactionId: paymentReturn.paymentIntentId,
      packageId: paymentReturn.packageId,
      value: paymentReturn.value ?? packagePrice(queryClient, paymentReturn.packageId),
    })
    return PAYMENT_REDIRECT_DELAY_MS
  }

  let session: CheckoutSession
  try {
    session = await getCheckoutSession(paymentReturn.sessionId)
  } catch (error) {
    const description = getErrorMessage(error, NOT_CONFIRMED_FALLBACK)
    toast({ variant: 'destructive', title: 'Payment not confirmed', description })
    await invalidateCreditQueries(queryClient)
    return PAYMENT_REDIRECT_DELAY_MS
  }

  switch (session.status) {
    case 'paid':
      announcePaid(session.id, session.credits)
      await invalidateCreditQueries(queryClient)
      trackPurchase({ transactionId: session.id, packageId: session.packageId, value: session.amount })
      return PAYMENT_REDIRECT_DELAY_MS
    case 'unpaid':
      toast({
        title: 'Payment processing',
        description: 'Your payment is still being confirmed. Your credits will appear as soon as it completes.',
        duration: PAYMENT_TOAST_DURATION_MS,
      })
      return PAYMENT_REDIRECT_DELAY_MS
    case 'canceled':
      announceCanceled()
      return 0
    case 'failed':
      toast({
        variant: 'destructive',
        title: 'Payment failed',
        description: 'Your payment could not be completed, so no credits were added. Please try again.',
        duration: PAYMENT_TOAST_DURATION_MS,
      })
      return PAYMENT_REDIRECT_DELAY_MS
  }
}

function announcePaid(transactionId: string | null, credits: number | null) {
  const added = credits === null ? 'Your credits have been added' : `${formatCredits(credits)} credits have been added`
  const reference = transactionId ? ` Transaction ID: ${shortTransactionId(transactionId)}` : ''
  toast({
    title: 'Payment Successful',
    description: `${added} to your account.${reference}`,
    duration: PAYMENT_TOAST_DURATION_MS,
  })
}

function announceCanceled() {
  toast({ variant: 'destructive', title: 'Payment Canceled', description: 'Your payment was not completed.' })
}

function packagePrice(queryClient: QueryClient, packageId: string | null): number | null {
  const packages = queryClient.getQueryData(creditPackagesQueryOptions.queryKey)
  return packages?.find((item) => item.id === packageId)?.price ?? null
}
