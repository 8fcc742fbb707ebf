import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { deferred, json, stubFetch } from '@/testing/fetch-stub'
import { renderRoute, TEST_USER } from '@/testing/render'
import type { DemoCheckout } from '../api/get-demo-checkout'
import { DemoCheckoutRoute } from './demo-checkout'

const OPEN: DemoCheckout = {
  id: 'demo_7Qx2',
  packageId: 'starter',
  packageName: 'Starter',
  price: 4.99,
  credits: 50,
  validityDays: 30,
  status: 'open',
}

function renderCheckout(url = '/checkout/demo/demo_7Qx2', user: typeof TEST_USER | null = TEST_USER) {
  return renderRoute({ path: '/checkout/demo/:sessionId', element: <DemoCheckoutRoute />, url, user })
}

describe('Demo checkout page', () => {
  let assign: ReturnType<typeof vi.fn>

  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    assign = vi.fn()
    vi.stubGlobal('location', { ...window.location, assign })
  })
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('shows the package, price, credits, validity and a plain demo warning', async () => {
    stubFetch({ 'GET /api/checkout/demo/demo_7Qx2': json(OPEN) })
    renderCheckout()

    expect(await screen.findByText('Starter credit package')).toBeInTheDocument()
    expect(screen.getByText('$4.99')).toBeInTheDocument()
    expect(screen.getByText('50 credits')).toBeInTheDocument()
    expect(screen.getByText('30 days from purchase')).toBeInTheDocument()
    expect(screen.getByRole('note')).toHaveTextContent('This is a demo checkout. No card is needed and no money moves.')
    expect(screen.getByRole('button', { name: 'Pay $4.99 (demo)' })).toBeEnabled()
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled()
  })

  it.each([
    ['Pay $4.99 (demo)', 'paid', 'http://localhost/purchase/success?session_id=demo_7Qx2&package_id=starter'],
    ['Cancel', 'canceled', 'http://localhost/purchase/cancel?package_id=starter'],
  ])('"%s" completes the checkout as %s and follows the redirect', async (button, outcome, redirectUrl) => {
    const pending = deferred<Response>()
    const api = stubFetch({
      'GET /api/checkout/demo/demo_7Qx2': json(OPEN),
      'GET /api/csrf-token': json({ csrfToken: 'token-1' }),
      'POST /api/checkout/demo/demo_7Qx2/complete': () => pending.promise,
    })
    renderCheckout()

    await userEvent.click(await screen.findByRole('button', { name: button }))

    // Both choices wait while the first one is sent.
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled()
    const [request] = api.callsTo('POST', '/api/checkout/demo/demo_7Qx2/complete')
    expect(JSON.parse(request.body ?? '')).toEqual({ outcome })
    expect(request.headers.get('CSRF-Token')).toBe('token-1')
    pending.resolve(json({ redirectUrl }))
    await waitFor(() => expect(assign).toHaveBeenCalledWith(redirectUrl))
  })

  it('reports a failure and lets the buyer try again', async () => {
    stubFetch({
      'GET /api/checkout/demo/demo_7Qx2': json(OPEN),
      'GET /api/csrf-token': json({ csrfToken: 'token-1' }),
      'POST /api/checkout/demo/demo_7Qx2/complete': json({ message: 'This checkout was already canceled' }, { status: 409 }),
    })
    renderCheckout()

    await userEvent.click(await screen.findByRole('button', { name: 'Pay $4.99 (demo)' }))

    expect(await screen.findByText('This checkout was already canceled')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Pay $4.99 (demo)' })).toBeEnabled()
    expect(assign).not.toHaveBeenCalled()
  })

  it('says clearly when the session does not exist', async () => {
    stubFetch({ 'GET /api/checkout/demo/nope': json({ message: 'Unknown checkout session' }, { status: 404 }) })
    renderCheckout('/checkout/demo/nope')

    expect(await screen.findByRole('heading', { name: 'This checkout session does not exist' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to Buy Credits' })).toHaveAttribute('href', '/purchase')
    expect(screen.queryByRole('button', { name: /Pay/ })).not.toBeInTheDocument()
  })

  it('does not offer to pay a checkout that is already paid', async () => {
    stubFetch({ 'GET /api/checkout/demo/demo_7Qx2': json({ ...OPEN, status: 'paid' }) })
    renderCheckout()

    expect(await screen.findByRole('heading', { name: 'This checkout is already paid' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Pay/ })).not.toBeInTheDocument()
  })

  it('sends a visitor to log in and come back to this checkout', async () => {
    const api = stubFetch({})
    renderCheckout('/checkout/demo/demo_7Qx2', null)

    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/login\?redirect=\/checkout\/demo\/demo_7Qx2$/),
    )
    expect(api.requests).toHaveLength(0)
  })
})
