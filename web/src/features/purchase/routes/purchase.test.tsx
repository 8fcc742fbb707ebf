import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { json } from '@/testing/fetch-stub'
import { LocationProbe, renderRoute, TEST_USER } from '@/testing/render'
import { stubPurchaseServer } from '../testing/purchase-server'
import { PurchaseRoute } from './purchase'

function renderPurchase(url: string, user: typeof TEST_USER | null = TEST_USER) {
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
    user,
    extraRoutes: [
      { path: '/purchase/success', element: page },
      { path: '/purchase/cancel', element: page },
    ],
  })
}

const location = () => screen.getByTestId('location')

describe('Purchase page', () => {
  let assign: ReturnType<typeof vi.fn>

  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    assign = vi.fn()
    vi.stubGlobal('location', { ...window.location, assign })
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  it('sends a visitor to log in and come back, keeping the package they chose', async () => {
    stubPurchaseServer()
    renderPurchase('/purchase?package=value', null)

    await waitFor(() => expect(location()).toHaveTextContent(/^\/login\?redirect=\/purchase%3Fpackage%3Dvalue$/))
  })

  it('shows the real account summary, the packages, the usage table and an honest FAQ', async () => {
    stubPurchaseServer()
    renderPurchase('/purchase')

    const summary = await screen.findByRole('region', { name: 'Your account' })
    expect(await within(summary).findByText('12,345')).toBeInTheDocument()
    expect(within(summary).getByText('17')).toBeInTheDocument()
    expect(within(summary).getByText('Mar 4, 2025')).toBeInTheDocument()
    expect(await screen.findByRole('article', { name: 'Value' })).toBeInTheDocument()
    expect(await screen.findByText(/built-in demo checkout: no card is asked for and no money moves/)).toBeInTheDocument()
    expect(screen.getByText(/Starter: 30 days, Value: 60 days, Pro: 90 days/)).toBeInTheDocument()

    await userEvent.click(screen.getByRole('tab', { name: 'Credit Usage' }))
    const table = await screen.findByRole('table', { name: /Credits per image/ })
    const lowRow = within(table).getByRole('row', { name: /^Low/ })
    expect(within(lowRow).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '1 credit',
      '1.5 credits',
      '1.5 credits',
      '1.5 credits',
    ])
    expect(within(within(table).getByRole('row', { name: /^High/ })).getAllByRole('cell')[1]).toHaveTextContent('23')
    // Phones get the same prices as a list.
    const lowCard = screen.getByText('Low quality').closest('li') as HTMLElement
    expect(within(lowCard).getByText('Square').nextElementSibling).toHaveTextContent('1 credit')
    expect(within(lowCard).getByText('Landscape').nextElementSibling).toHaveTextContent('1.5 credits')
  })

  it('describes card payments through Stripe when the server takes real payments', async () => {
    stubPurchaseServer({}, 'stripe')
    renderPurchase('/purchase')

    expect(await screen.findByText(/by card through Stripe's secure checkout/)).toBeInTheDocument()
    expect(screen.queryByText(/Demo payments\./)).not.toBeInTheDocument()
  })

  it('starts the checkout by itself once after login with ?package=, and drops the parameter', async () => {
    const api = stubPurchaseServer({ 'POST /api/checkout/create-session': json({ url: 'http://pay.example/cs_1' }) })
    renderPurchase('/purchase?package=value')

    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://pay.example/cs_1'))
    expect(location()).toHaveTextContent(/^\/purchase$/)
    expect(api.callsTo('POST', '/api/checkout/create-session')).toHaveLength(1)
    expect(JSON.parse(api.callsTo('POST', '/api/checkout/create-session')[0].body ?? '')).toEqual({ packageId: 'value' })
    expect(await within(await screen.findByRole('article', { name: 'Value' })).findByRole('button')).toHaveTextContent(
      'Processing...',
    )
  })

  it('reports an unknown package from ?package= and stays usable', async () => {
    stubPurchaseServer({
      'POST /api/checkout/create-session': json({ message: 'Unknown credit package' }, { status: 404 }),
    })
    renderPurchase('/purchase?package=platinum')

    expect(await screen.findByText('Unknown credit package')).toBeInTheDocument()
    expect(location()).toHaveTextContent(/^\/purchase$/)
    expect(within(await screen.findByRole('article', { name: 'Starter' })).getByRole('button')).toHaveTextContent('Buy Now')
    expect(assign).not.toHaveBeenCalled()
  })
})
