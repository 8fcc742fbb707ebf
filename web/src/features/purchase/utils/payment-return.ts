/**
 * Reading the address the payment page sends the buyer back to. Two forms are recognised:
 * a path (/purchase/success, /purchase/cancel) or a query (?status=success|canceled), and
 * either may carry session_id, payment_intent_id (or payment_intent), package_id and value.
 */

export interface PaymentReturn {
  outcome: 'success' | 'canceled'
  sessionId: string | null
  paymentIntentId: string | null
  packageId: string | null
  /** The amount paid in dollars, when the address says. */
  value: number | null
}

export function parsePaymentReturn(pathname: string, search: string): PaymentReturn | null {
  const params = new URLSearchParams(search)
  const outcome = outcomeFromPath(pathname) ?? outcomeFromStatus(params.get('status'))
  if (!outcome) return null
  const value = Number.parseFloat(params.get('value') ?? '')
  return {
    outcome,
    sessionId: nonEmpty(params.get('session_id')),
    paymentIntentId: nonEmpty(params.get('payment_intent_id')) ?? nonEmpty(params.get('payment_intent')),
    packageId: nonEmpty(params.get('package_id')),
    value: Number.isFinite(value) && value >= 0 ? value : null,
  }
}

function outcomeFromPath(pathname: string): PaymentReturn['outcome'] | null {
  const segments = pathname.split('/').filter(Boolean)
  if (segments.includes('success')) return 'success'
  if (segments.includes('cancel')) return 'canceled'
  return null
}

function outcomeFromStatus(status: string | null): PaymentReturn['outcome'] | null {
  if (status === 'success') return 'success'
  if (status === 'canceled' || status === 'cancelled') return 'canceled'
  return null
}

function nonEmpty(value: string | null): string | null {
  const trimmed = value?.trim()
  return trimmed ? trimmed : null
}

/** A transaction id short enough for a toast: "cs_test_…9xYz". Short ids are shown whole. */
export function shortTransactionId(id: string): string {
  return id.length <= 14 ? id : `${id.slice(0, 8)}…${id.slice(-4)}`
}
