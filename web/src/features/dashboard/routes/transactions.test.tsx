import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { json, stubFetch } from '@/testing/fetch-stub'
import { renderRoute, TEST_USER } from '@/testing/render'
import type { Transaction } from '../api/get-transactions'
import { TransactionsRoute } from './transactions'

const ENTRIES: Transaction[] = Array.from({ length: 23 }, (_, index) => ({
  date: '2026-11-19T12:00:00Z',
  description: `Entry ${index + 1}`,
  credits: -1,
  amount: null,
}))

function stubHistory() {
  return stubFetch({
    'GET /api/transactions': (request) => {
      const params = new URL(request.url, 'http://localhost').searchParams
      const page = Number(params.get('page'))
      const limit = Number(params.get('limit'))
      return json({
        transactions: ENTRIES.slice((page - 1) * limit, page * limit),
        pagination: { total: ENTRIES.length, page, limit, pages: Math.ceil(ENTRIES.length / limit) },
      })
    },
  })
}

function renderHistory(url = '/dashboard/transactions', user: typeof TEST_USER | null = TEST_USER) {
  return renderRoute({ path: '/dashboard/transactions', element: <TransactionsRoute />, url, user })
}

const rows = async () => within((await screen.findAllByRole('rowgroup'))[1]).getAllByRole('row')

describe('Transaction history page', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })

  it('pages through the whole history on the server, the page kept in the address', async () => {
    const api = stubHistory()
    const { router } = renderHistory()

    expect(screen.getByRole('heading', { level: 1, name: 'Transaction History' })).toBeInTheDocument()
    expect(await screen.findByText('Entry 1')).toBeInTheDocument()
    expect(await rows()).toHaveLength(10)
    expect(screen.getByText('23 entries')).toBeInTheDocument()
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByText('Entry 11')).toBeInTheDocument()
    expect(router.state.location.search).toBe('?page=2')
    await userEvent.selectOptions(screen.getByLabelText('Rows per page'), '20')
    expect(await screen.findByText('Entry 20')).toBeInTheDocument()
    expect(router.state.location.search).toBe('?page=1&limit=20')
    expect(api.callsTo('GET', '/api/transactions').map((request) => request.url)).toEqual([
      '/api/transactions?page=1&limit=10',
      '/api/transactions?page=2&limit=10',
      '/api/transactions?page=1&limit=20',
    ])
  })

  it('opens at the page the address names', async () => {
    stubHistory()
    renderHistory('/dashboard/transactions?page=3&limit=10')

    expect(await screen.findByText('Entry 21')).toBeInTheDocument()
    await waitFor(async () => expect(await rows()).toHaveLength(3))
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled()
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard')
  })

  it('asks visitors to log in, coming back here', () => {
    const api = stubHistory()
    renderHistory('/dashboard/transactions', null)

    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login?redirect=/dashboard/transactions')
    expect(api.requests).toHaveLength(0)
  })
})
