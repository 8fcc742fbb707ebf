import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { deferred, json, stubFetch } from '@/testing/fetch-stub'
import { LocationProbe, renderRoute, TEST_USER } from '@/testing/render'
import { PACKAGES } from '../testing/fixtures'
import { useCheckout } from '../hooks/use-checkout'
import { PricingCards } from './pricing-cards'

function PricingHarness() {
  const checkout = useCheckout()
  return (
    <>
      <PricingCards checkout={checkout} />
      <LocationProbe />
    </>
  )
}

function renderPricing(user: typeof TEST_USER | null) {
  return renderRoute({ path: '/purchase', element: <PricingHarness />, url: '/purchase', user })
}

function card(name: string) {
  return screen.getByRole('article', { name })
}

describe('Pricing cards', () => {
  let assign: ReturnType<typeof vi.fn>

  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    assign = vi.fn()
    vi.stubGlobal('location', { ...window.location, assign })
  })
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('shows name, price, credits, description, features and validity for each package', async () => {
    stubFetch({ 'GET /api/credit-packages': json(PACKAGES) })
    renderPricing(TEST_USER)

    const pro = await screen.findByRole('article', { name: 'Pro' })
    expect(within(pro).getByText('$39.99')).toBeInTheDocument()
    expect(within(pro).getByText('500 credits')).toBeInTheDocument()
    expect(within(pro).getByText('For creators and small businesses.')).toBeInTheDocument()
    expect(within(pro).getByText('Every format and size')).toBeInTheDocument()
    expect(within(pro).getByText('90-day credit validity')).toBeInTheDocument()
    expect(within(card('Starter')).getByText('30-day credit validity')).toBeInTheDocument()
  })

  it('marks only the popular package with the badge and the best-value bullet', async () => {
    stubFetch({ 'GET /api/credit-packages': json(PACKAGES) })
    renderPricing(TEST_USER)

    const value = await screen.findByRole('article', { name: 'Value' })
    expect(within(value).getByText('Most Popular')).toBeInTheDocument()
    expect(within(value).getByText('Best value for money')).toBeInTheDocument()
    expect(screen.getAllByText('Most Popular')).toHaveLength(1)
    expect(screen.getAllByText('Best value for money')).toHaveLength(1)
  })

  it('keeps the best-value bullet off a popular package that another beats per credit', async () => {
    const cheaperPro = PACKAGES.map((pkg) => (pkg.id === 'pro' ? { ...pkg, credits: 1600 } : pkg))
    stubFetch({ 'GET /api/credit-packages': json(cheaperPro) })
    renderPricing(TEST_USER)

    const value = await screen.findByRole('article', { name: 'Value' })
    expect(within(value).getByText('Most Popular')).toBeInTheDocument()
    expect(screen.queryByText('Best value for money')).not.toBeInTheDocument()
  })

  it('says "Processing..." and disables Buy Now while the checkout opens, then goes to its url', async () => {
    const pending = deferred<Response>()
    const api = stubFetch({
      'GET /api/credit-packages': json(PACKAGES),
      'GET /api/csrf-token': json({ csrfToken: 'token-1' }),
      'POST /api/checkout/create-session': () => pending.promise,
    })
    renderPricing(TEST_USER)

    await userEvent.click(await within(await screen.findByRole('article', { name: 'Value' })).findByRole('button'))

    const processing = await within(card('Value')).findByRole('button', { name: 'Processing...' })
    expect(processing).toBeDisabled()
    // One checkout at a time: the other packages wait too.
    expect(within(card('Starter')).getByRole('button', { name: 'Buy Now' })).toBeDisabled()
    const [request] = api.callsTo('POST', '/api/checkout/create-session')
    expect(JSON.parse(request.body ?? '')).toEqual({ packageId: 'value' })
    expect(request.headers.get('CSRF-Token')).toBe('token-1')

    pending.resolve(json({ url: 'https://checkout.example/cs_123' }))
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.example/cs_123'))
    expect(within(card('Value')).getByRole('button', { name: 'Processing...' })).toBeDisabled()
  })

  it('shows the server message in an "Error" toast and returns to Buy Now', async () => {
    stubFetch({
      'GET /api/credit-packages': json(PACKAGES),
      'GET /api/csrf-token': json({ csrfToken: 'token-1' }),
      'POST /api/checkout/create-session': json(
        { message: 'Could not reach the payment provider to start the checkout. Please try again in a moment.' },
        { status: 502 },
      ),
    })
    renderPricing(TEST_USER)

    await userEvent.click(await within(await screen.findByRole('article', { name: 'Starter' })).findByRole('button'))

    expect(await screen.findByText('Error')).toBeInTheDocument()
    expect(
      screen.getByText('Could not reach the payment provider to start the checkout. Please try again in a moment.'),
    ).toBeInTheDocument()
    expect(within(card('Starter')).getByRole('button', { name: 'Buy Now' })).toBeEnabled()
    expect(assign).not.toHaveBeenCalled()
  })

  it('falls back to "Failed to create checkout session" when the server gives no message', async () => {
    stubFetch({
      'GET /api/credit-packages': json(PACKAGES),
      'GET /api/csrf-token': json({ csrfToken: 'token-1' }),
      'POST /api/checkout/create-session': new Response('', { status: 500, statusText: 'Internal Server Error' }),
    })
    renderPricing(TEST_USER)

    await userEvent.click(await within(await screen.findByRole('article', { name: 'Pro' })).findByRole('button'))

    expect(await screen.findByText('Failed to create checkout session')).toBeInTheDocument()
    expect(within(card('Pro')).getByRole('button', { name: 'Buy Now' })).toBeEnabled()
  })

  it("sends a visitor's Buy Now to the login page, coming back to buy that package", async () => {
    const api = stubFetch({ 'GET /api/credit-packages': json(PACKAGES) })
    renderPricing(null)

    await userEvent.click(await within(await screen.findByRole('article', { name: 'Starter' })).findByRole('button'))

    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/login?redirect=/purchase&package=starter'),
    )
    expect(api.callsTo('POST', '/api/checkout/create-session')).toHaveLength(0)
  })

  it('offers a retry when the packages cannot be loaded', async () => {
    stubFetch({ 'GET /api/credit-packages': new Response('', { status: 503 }) })
    renderPricing(TEST_USER)

    expect(await screen.findByText(/couldn't load the credit packages/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })
})
