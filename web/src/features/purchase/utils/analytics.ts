declare global {
  interface Window {
    /** Present only once the visitor has consented to analytics. */
    gtag?: (...args: unknown[]) => void
  }
}

export interface PurchaseEvent {
  transactionId: string | null
  packageId: string | null
  /** US dollars: the package price. */
  value: number | null
}

/** Reports a completed purchase (a conversion and a purchase event, in USD) when analytics is
 * loaded. Analytics must never break the purchase flow, so failures are only logged. */
export function trackPurchase({ transactionId, packageId, value }: PurchaseEvent) {
  const gtag = window.gtag
  if (typeof gtag !== 'function') return
  const details = {
    ...(transactionId ? { transaction_id: transactionId } : {}),
    value: value ?? 0,
    currency: 'USD',
  }
  try {
    gtag('event', 'conversion', details)
    gtag('event', 'purchase', {
      ...details,
      items: packageId ? [{ item_id: packageId, price: value ?? 0, quantity: 1 }] : [],
    })
  } catch (error) {
    console.warn('Could not send the purchase to analytics.', error)
  }
}
