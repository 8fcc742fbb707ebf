import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { json, stubFetch } from '@/testing/fetch-stub'
import { renderRoute, TEST_USER } from '@/testing/render'
import { CUSTOMER_ID, CUSTOMER_MATCH } from '../testing/console-fixtures'
import { FindAccountRoute } from './find-account'

const LABEL = 'Email, username, id, image, card link, checkout session or payment intent'

function renderSearch(matches: (query: string) => unknown[], url = '/admin') {
  const api = stubFetch({
    'GET /api/admin/accounts': (request) => json(matches(new URL(request.url, 'http://localhost').searchParams.get('q') ?? '')),
  })
  const view = renderRoute({ path: '/admin', element: <FindAccountRoute />, url, user: TEST_USER })
  return { api, ...view }
}

describe('Find an account', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })

  it('finds accounts by what was typed and links each to its page', async () => {
    const suspended = { ...CUSTOMER_MATCH, id: 'other-id', email: 'mina.old@example.com', username: 'mina_old', suspended: true, matchedBy: 'email' }
    const { api, router } = renderSearch(() => [CUSTOMER_MATCH, suspended])
    const user = userEvent.setup()

    await user.type(screen.getByLabelText(LABEL), 'demo_abc123')
    await user.click(screen.getByRole('button', { name: 'Search' }))

    const table = await screen.findByRole('table', { name: 'Matching accounts' })
    const [, first, second] = within(table).getAllByRole('row')
    expect(within(first).getByRole('link', { name: 'mina@example.com' })).toHaveAttribute('href', `/admin/accounts/${CUSTOMER_ID}`)
    expect(first).toHaveTextContent('checkout session')
    expect(first).toHaveTextContent('Nov 1, 2026')
    expect(within(first).queryByText('Suspended')).not.toBeInTheDocument()
    expect(within(second).getByText('Suspended')).toBeInTheDocument()
    expect(api.callsTo('GET', '/api/admin/accounts')[0].url).toBe('/api/admin/accounts?q=demo_abc123')
    // The query stays in the address, so going back from an account returns to it.
    expect(router.state.location.search).toBe('?q=demo_abc123')
  })

  it('says so when nothing matches', async () => {
    renderSearch(() => [], '/admin?q=nobody@example.com')

    expect(await screen.findByText('No account matches “nobody@example.com”.')).toBeInTheDocument()
    expect(screen.getByLabelText(LABEL)).toHaveValue('nobody@example.com')
  })

  it('does not search for fewer than 3 characters', async () => {
    const { api } = renderSearch(() => [CUSTOMER_MATCH])
    const user = userEvent.setup()

    await user.type(screen.getByLabelText(LABEL), 'mi')
    await user.click(screen.getByRole('button', { name: 'Search' }))

    expect(await screen.findByText('Type at least 3 characters to search.')).toBeInTheDocument()
    expect(api.callsTo('GET', '/api/admin/accounts')).toHaveLength(0)
  })
})
