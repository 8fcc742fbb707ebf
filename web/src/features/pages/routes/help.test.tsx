import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderRoute } from '@/testing/render'
import { HelpRoute } from './help'

function renderHelp() {
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

  it('shows the related pages with the current one marked, and links to the Help Center and Home', () => {
    renderHelp()

    const related = screen.getByRole('navigation', { name: 'Related pages' })
    expect(related).toHaveTextContent('Help Center (current)')
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms')
    expect(screen.getByRole('link', { name: 'Create a Card' })).toHaveAttribute('href', '/create')
    expect(screen.getByRole('link', { name: 'homepage' })).toHaveAttribute('href', '/')
  })
})
