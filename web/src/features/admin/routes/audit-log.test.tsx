import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { json, stubFetch, type RecordedRequest } from '@/testing/fetch-stub'
import { renderRoute, TEST_USER } from '@/testing/render'
import type { AuditEntry } from '../api/account-schemas'
import { ADMIN, CUSTOMER_ID } from '../testing/console-fixtures'
import { AuditLogRoute } from './audit-log'

function entry(id: number, overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id,
    at: '2026-11-03T12:00:00Z',
    actor: ADMIN.email,
    action: 'grant_credits',
    targetAccountId: CUSTOMER_ID,
    reason: `Reason ${id}`,
    outcome: 'done',
    before: { balance: 60 },
    after: { balance: 85 },
    ...overrides,
  }
}

const queryOf = (request: RecordedRequest) => Object.fromEntries(new URL(request.url, 'http://localhost').searchParams)

/** 3 entries in two pages: the newest two, then (before=2) the oldest. */
function renderLog(url = '/admin/audit') {
  const api = stubFetch({
    'GET /api/admin/audit': (request) =>
      queryOf(request).before === '2'
        ? json({ entries: [entry(1, { action: 'suspend', outcome: 'refused', before: null, after: null })], total: 3, nextBefore: null })
        : json({ entries: [entry(3), entry(2)], total: 3, nextBefore: 2 }),
  })
  const view = renderRoute({ path: '/admin/audit', element: <AuditLogRoute />, url, user: TEST_USER })
  return { api, ...view }
}

describe('The audit log', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })

  it('lists the newest entries, then more on "Load more"', async () => {
    const { api } = renderLog()
    const user = userEvent.setup()

    const table = await screen.findByRole('table', { name: 'Audit entries' })
    expect(screen.getByText('Showing 2 of 3 entries')).toBeInTheDocument()
    const [, newest] = within(table).getAllByRole('row')
    expect(newest).toHaveTextContent('Reason 3')
    expect(newest).toHaveTextContent(ADMIN.email)
    expect(newest).toHaveTextContent('{"balance":60} → {"balance":85}')
    expect(within(newest).getByRole('link', { name: /^0c6f8f6e/ })).toHaveAttribute('href', `/admin/accounts/${CUSTOMER_ID}`)

    await user.click(screen.getByRole('button', { name: 'Load more' }))

    expect(await screen.findByText('Showing 3 of 3 entries')).toBeInTheDocument()
    const oldest = within(table).getAllByRole('row').at(-1)
    expect(oldest).toHaveTextContent('Reason 1')
    expect(within(oldest as HTMLElement).getByText('Refused')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument()
    expect(api.callsTo('GET', '/api/admin/audit').map(queryOf)).toEqual([{}, { before: '2' }])
  })

  it('puts the filters in the address, the query and the CSV link', async () => {
    const { api, router } = renderLog()
    const user = userEvent.setup()
    await screen.findByRole('table', { name: 'Audit entries' })

    await user.type(screen.getByLabelText('Account id'), CUSTOMER_ID)
    await user.selectOptions(screen.getByLabelText('Action'), 'suspend')
    await user.click(screen.getByRole('button', { name: 'Apply filters' }))

    await vi.waitFor(() => expect(api.callsTo('GET', '/api/admin/audit')).toHaveLength(2))
    expect(queryOf(api.callsTo('GET', '/api/admin/audit')[1])).toEqual({ account: CUSTOMER_ID, action: 'suspend' })
    expect(new URLSearchParams(router.state.location.search).get('account')).toBe(CUSTOMER_ID)
    expect(new URLSearchParams(router.state.location.search).get('action')).toBe('suspend')
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      `/api/admin/audit.csv?account=${CUSTOMER_ID}&action=suspend`,
    )

    // "Load more" keeps the filters.
    await user.click(await screen.findByRole('button', { name: 'Load more' }))
    await screen.findByText('Showing 3 of 3 entries')
    expect(queryOf(api.callsTo('GET', '/api/admin/audit')[2])).toEqual({ account: CUSTOMER_ID, action: 'suspend', before: '2' })
  })

  it('starts from the filters in the address, as an account page links to it', async () => {
    const { api } = renderLog(`/admin/audit?account=${CUSTOMER_ID}`)

    await screen.findByRole('table', { name: 'Audit entries' })
    expect(screen.getByLabelText('Account id')).toHaveValue(CUSTOMER_ID)
    expect(queryOf(api.callsTo('GET', '/api/admin/audit')[0])).toEqual({ account: CUSTOMER_ID })
  })

  it('says so when no entry matches', async () => {
    stubFetch({ 'GET /api/admin/audit': json({ entries: [], total: 0, nextBefore: null }) })
    renderRoute({ path: '/admin/audit', element: <AuditLogRoute />, url: '/admin/audit?action=revoke_staff_role', user: TEST_USER })

    expect(await screen.findByText('No entry matches these filters.')).toBeInTheDocument()
  })
})
