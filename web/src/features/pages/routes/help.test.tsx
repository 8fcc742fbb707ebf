import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { json, stubFetch } from '@/testing/fetch-stub'
import { renderRoute } from '@/testing/render'
import { SITE_INFO } from '@/testing/site-info'
import { HelpRoute } from './help'

/** The help page, on a site whose GET /api/site answers with `site` (the defaults: demo checkout). */
function renderHelp(site: Parameters<typeof stubFetch>[0][string] = json(SITE_INFO)) {
  stubFetch({ 'GET /api/site': site })
  return renderRoute({ path: '/help', element: <HelpRoute />, url: '/help', user: null })
}

const question = (name: string) => screen.getByRole('button', { name })

describe('HelpRoute', () => {
  it('opens one question at a time', async () => {
    const user = userEvent.setup()
    renderHelp()
    const cost = question('How much does a card or image cost?')
    const refund = question('Can I get a refund?')
    expect(cost).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getByText(/within 14 days of purchase/)).not.toBeVisible()

    await user.click(cost)
    expect(cost).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('region', { name: 'How much does a card or image cost?' })).toBeVisible()

    await user.click(refund)
    expect(refund).toHaveAttribute('aria-expanded', 'true')
    expect(cost).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getByText(/within 14 days of purchase/)).toBeVisible()
    expect(screen.getAllByRole('button', { expanded: true })).toHaveLength(1)

    await user.click(refund)
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0)
  })

  it('quotes the price table and the facts of the product', async () => {
    const user = userEvent.setup()
    renderHelp()

    await user.click(question('How much does a card or image cost?'))
    const high = screen.getByRole('rowheader', { name: 'High' }).closest('tr')
    expect(high).toHaveTextContent('High152323')

    await user.click(question('Why do I need to confirm my email address?'))
    expect(screen.getByText(/valid for 48 hours/)).toBeVisible()
  })

  it('says how to download a copy of your data, and nothing beyond what the archive does', async () => {
    const user = userEvent.setup()
    renderHelp()

    await user.click(question('Can I get a copy of my data?'))
    const answer = screen.getByRole('region', { name: 'Can I get a copy of my data?' })
    expect(within(answer).getByRole('link', { name: 'Account Settings → Your data' })).toHaveAttribute(
      'href',
      '/dashboard#your-data',
    )
    expect(answer).toHaveTextContent('JSON files with a README')
    expect(answer).toHaveTextContent("email you when it's ready")
    expect(answer).toHaveTextContent('You can download it for 7 days, and only while signed in to your account.')
    expect(answer).toHaveTextContent('one archive at a time')
    expect(answer).not.toHaveTextContent(/contact support|on request/i)
  })

  it('shows the related pages with the current one marked, and links to the Help Center and Home', () => {
    renderHelp()

    const related = screen.getByRole('navigation', { name: 'Related pages' })
    expect(related).toHaveTextContent('Help Center (current)')
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms')
    expect(screen.getByRole('link', { name: 'Create a Card' })).toHaveAttribute('href', '/create')
    expect(screen.getByRole('link', { name: 'homepage' })).toHaveAttribute('href', '/')
  })

  describe('says how payment works on this site, as the server reports it', () => {
    const openPayment = async () => {
      const user = userEvent.setup()
      await user.click(question('How do I pay?'))
      return screen.getByRole('region', { name: 'How do I pay?' })
    }

    it('the demo checkout: no card, no money, and no word of Stripe', async () => {
      renderHelp()
      const answer = await openPayment()

      expect(await within(answer).findByText(/built-in demo checkout/)).toBeVisible()
      expect(answer).toHaveTextContent('no card is asked for and no money moves')
      expect(answer).not.toHaveTextContent(/Stripe/)
      await userEvent.setup().click(question('Can I get a refund?'))
      expect(screen.getByRole('region', { name: 'Can I get a refund?' })).toHaveTextContent('move no money')
    })

    it("Stripe's checkout when the site takes real payments", async () => {
      renderHelp(json({ ...SITE_INFO, paymentsMode: 'stripe' }))
      const answer = await openPayment()

      expect(await within(answer).findByText(/Stripe's secure checkout/)).toBeVisible()
      expect(answer).not.toHaveTextContent(/demo/)
    })

    it('only what holds for both until the site has answered', async () => {
      renderHelp(() => new Promise<Response>(() => {}))
      const answer = await openPayment()

      expect(answer).toHaveTextContent('complete the checkout')
      expect(answer).not.toHaveTextContent(/Stripe|demo/)
    })
  })
})
