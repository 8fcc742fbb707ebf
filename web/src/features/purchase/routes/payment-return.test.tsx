import { act, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { queryKeys } from '@/lib/query-keys'
import { json } from '@/testing/fetch-stub'
import { LocationProbe, renderRoute, TEST_USER } from '@/testing/render'
import { PAID_SESSION, stubPurchaseServer } from '../testing/purchase-server'
import { PurchaseRoute } from './purchase'

function renderReturn(url: string) {
  const page = (
    <>
      <PurchaseRoute />
      <LocationProbe />
    </>
  )
  return renderRoute({
    path: '/purchase',
    element: page,
    url,
    user: TEST_USER,
    extraRoutes: [
      { path: '/purchase/success', element: page },
      { path: '/purchase/cancel', element: page },
    ],
  })
}

/** Lets fetches, queries and effects finish, moving the clock by only 10 ms. (A zero-delay
 * timer set while the fake clock ticks is due 1 ms later.) */
async function settle() {
  for (let round = 0; round < 10; round++) await act(() => vi.advanceTimersByTimeAsync(1))
}

async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms))
}

const location = () => screen.getByTestId('location')

describe('Returning from the payment page', () => {
  let gtag: ReturnType<typeof vi.fn>

  beforeEach(() => {
    vi.useFakeTimers()
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    gtag = vi.fn()
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('confirms a paid session, says so with a short id, refreshes credits, reports it and leaves after 1.5 s', async () => {
    vi.stubGlobal('gtag', gtag)
    const api = stubPurchaseServer({ [`GET /api/checkout/sessions/${PAID_SESSION.id}`]: json(PAID_SESSION) })
    const { queryClient } = renderReturn(`/purchase/success?session_id=${PAID_SESSION.id}&package_id=starter`)
    await settle()

    expect(screen.getByText('Payment Successful')).toBeInTheDocument()
    expect(screen.getByText('50 credits have been added to your account. Transaction ID: cs_demo_…7aa1')).toBeInTheDocument()
    expect(api.callsTo('GET', `/api/checkout/sessions/${PAID_SESSION.id}`)).toHaveLength(1)
    // The header's balance and the account summary are read again.
    expect(api.callsTo('GET', '/api/auth/me')).toHaveLength(1)
    expect(api.callsTo('GET', '/api/account/summary')).toHaveLength(2)
    expect(queryClient.getQueryState(queryKeys.transactions.all)).toBeUndefined()
    expect(gtag).toHaveBeenCalledWith('event', 'conversion', { transaction_id: PAID_SESSION.id, value: 4.99, currency: 'USD' })
    expect(gtag).toHaveBeenCalledWith('event', 'purchase', {
      transaction_id: PAID_SESSION.id,
      value: 4.99,
      currency: 'USD',
      items: [{ item_id: 'starter', price: 4.99, quantity: 1 }],
    })

    await advance(1400)
    expect(location()).toHaveTextContent(/^\/purchase\/success\?/)
    await advance(100)
    expect(location()).toHaveTextContent(/^\/purchase$/)
    await settle()
    expect(api.callsTo('GET', `/api/checkout/sessions/${PAID_SESSION.id}`)).toHaveLength(1)
  })

  it('works without analytics loaded', async () => {
    stubPurchaseServer({ [`GET /api/checkout/sessions/${PAID_SESSION.id}`]: json(PAID_SESSION) })
    renderReturn(`/purchase?status=success&session_id=${PAID_SESSION.id}`)
    await settle()

    expect(screen.getByText('Payment Successful')).toBeInTheDocument()
    await advance(1500)
    expect(location()).toHaveTextContent(/^\/purchase$/)
  })

  it('reports the query form with a payment intent and value, without a session to ask about', async () => {
    vi.stubGlobal('gtag', gtag)
    const api = stubPurchaseServer()
    renderReturn('/purchase?status=success&payment_intent=pi_3Nabcdefghijkl99&package_id=pro&value=39.99')
    await settle()

    expect(screen.getByText('Your credits have been added to your account. Transaction ID: pi_3Nabc…kl99')).toBeInTheDocument()
    expect(api.requests.some((request) => request.url.startsWith('/api/checkout/sessions/'))).toBe(false)
    expect(gtag).toHaveBeenCalledWith('event', 'purchase', expect.objectContaining({ value: 39.99, currency: 'USD' }))
    await advance(1500)
    expect(location()).toHaveTextContent(/^\/purchase$/)
  })

  it.each([
    ['/purchase/cancel?package_id=starter'],
    ['/purchase?status=canceled&package_id=starter'],
  ])('says "Payment Canceled" and replaces %s with /purchase', async (url) => {
    vi.stubGlobal('gtag', gtag)
    const api = stubPurchaseServer()
    renderReturn(url)
    await settle()

    expect(screen.getByText('Payment Canceled')).toBeInTheDocument()
    expect(screen.getByText('Your payment was not completed.')).toBeInTheDocument()
    expect(location()).toHaveTextContent(/^\/purchase$/)
    expect(gtag).not.toHaveBeenCalled()
    expect(api.callsTo('GET', '/api/auth/me')).toHaveLength(0)
  })

  it('shows a calm "Payment processing" message for a session that is not paid yet', async () => {
    vi.stubGlobal('gtag', gtag)
    stubPurchaseServer({
      'GET /api/checkout/sessions/cs_slow': json({ ...PAID_SESSION, id: 'cs_slow', status: 'unpaid', credited: false }),
    })
    renderReturn('/purchase/success?session_id=cs_slow')
    await settle()

    expect(screen.getByText('Payment processing')).toBeInTheDocument()
    expect(screen.queryByText('Payment Successful')).not.toBeInTheDocument()
    expect(gtag).not.toHaveBeenCalled()
    await advance(1500)
    expect(location()).toHaveTextContent(/^\/purchase$/)
  })

  it('says so when the session cannot be confirmed', async () => {
    stubPurchaseServer({ 'GET /api/checkout/sessions/cs_gone': json({ message: 'Unknown checkout session' }, { status: 404 }) })
    renderReturn('/purchase/success?session_id=cs_gone')
    await settle()

    expect(screen.getByText('Payment not confirmed')).toBeInTheDocument()
    expect(screen.getByText('Unknown checkout session')).toBeInTheDocument()
    await advance(1500)
    expect(location()).toHaveTextContent(/^\/purchase$/)
  })
})
