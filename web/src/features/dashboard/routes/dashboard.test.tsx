import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { json, stubFetch } from '@/testing/fetch-stub'
import { renderRoute, TEST_USER } from '@/testing/render'
import type { RecentImage } from '../api/get-recent-images'
import type { Transaction } from '../api/get-transactions'
import { DashboardRoute } from './dashboard'

const SUMMARY = { credits: 1234.5, imagesGenerated: 37, creditsUsed: 96.5, memberSince: '2025-01-15T12:00:00Z' }

const IMAGES: RecentImage[] = [
  {
    id: 'img_9f3a',
    imageUrl: '/api/images/file/u/a.png',
    thumbnailUrl: '/api/images/file/u/a.thumb.webp',
    prompt: 'A watercolor birthday card with balloons and a golden retriever',
    description: 'A watercolor birthday card with balloons and a golden retriever',
    fileName: 'a-watercolor-birthday-card-with-balloons-and-a-golden',
    quality: 'medium',
    size: '1024x1536',
    outputFormat: 'png',
    creditCost: 6,
    createdAt: '2026-11-20T15:00:00Z',
  },
]

const TRANSACTIONS: Transaction[] = [
  { date: '2026-11-21T12:00:00Z', description: 'Purchased 50 credits (Starter)', credits: 50, amount: 4.99 },
  {
    date: '2026-11-20T15:00:00Z',
    description: 'Image generation (low, 1024x1536)',
    credits: -1.5,
    amount: null,
    imageId: 'img_9f3a',
  },
  ...Array.from({ length: 10 }, (_, index) => ({
    date: '2026-11-19T12:00:00Z',
    description: `Image generation ${index + 1}`,
    credits: -1,
    amount: null,
  })),
  { date: '2026-11-01T12:00:00Z', description: 'Welcome bonus', credits: 10, amount: null },
]

/** The server's answer for one page of `all`. */
function transactionPage(all: Transaction[], page: number, limit: number) {
  return {
    transactions: all.slice((page - 1) * limit, page * limit),
    pagination: { total: all.length, page, limit, pages: Math.ceil(all.length / limit) },
  }
}

function stubDashboard(routes: Parameters<typeof stubFetch>[0] = {}) {
  return stubFetch({
    'GET /api/account/summary': json(SUMMARY),
    'GET /api/images/recent': json(IMAGES),
    'GET /api/transactions': (request) => {
      const params = new URL(request.url, 'http://localhost').searchParams
      return json(transactionPage(TRANSACTIONS, Number(params.get('page')), Number(params.get('limit'))))
    },
    ...routes,
  })
}

function renderDashboard(user: typeof TEST_USER | null = TEST_USER) {
  return renderRoute({ path: '/dashboard', element: <DashboardRoute />, url: '/dashboard', user })
}

function table(name: string) {
  return screen.findByRole('table', { name })
}

function bodyRows(tableElement: HTMLElement) {
  return within(within(tableElement).getAllByRole('rowgroup')[1]).getAllByRole('row')
}

describe('Dashboard', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })

  it('asks visitors to log in and loads nothing', () => {
    const api = stubDashboard()
    renderDashboard(null)

    expect(screen.getByRole('heading', { name: 'Authentication Required' })).toBeInTheDocument()
    expect(screen.getByText('Please log in to view your dashboard')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login?redirect=/dashboard')
    expect(api.requests).toHaveLength(0)
  })

  it('shows the four summary cards with real values and their links', async () => {
    stubDashboard()
    renderDashboard()

    const balance = screen.getByRole('region', { name: 'Credit Balance' })
    expect(await within(balance).findByText('1,234.5')).toBeInTheDocument()
    expect(within(balance).getByRole('link', { name: 'Buy More' })).toHaveAttribute('href', '/purchase')
    const images = screen.getByRole('region', { name: 'Images Generated' })
    expect(within(images).getByText('37')).toBeInTheDocument()
    expect(within(images).getByRole('link')).toHaveAttribute('href', '/gallery')
    const used = screen.getByRole('region', { name: 'Credits Used' })
    expect(within(used).getByText('96.5')).toBeInTheDocument()
    expect(within(used).getByRole('link')).toHaveAttribute('href', '#recent-activity')
    const since = screen.getByRole('region', { name: 'Member Since' })
    expect(within(since).getByText('Jan 15, 2025')).toBeInTheDocument()
    expect(within(since).getByRole('link')).toHaveAttribute('href', '#account-settings')
    expect(document.getElementById('recent-activity')).toHaveAccessibleName('Transaction History')
    expect(document.getElementById('account-settings')).toHaveAccessibleName('Account Settings')
  })

  it('lists recent images with date, prompt, size, quality, cost and a View link', async () => {
    stubDashboard()
    renderDashboard()

    const [row] = bodyRows(await table('Recent images'))
    const cells = within(row).getAllByRole('cell')
    expect(cells.map((cell) => cell.textContent)).toEqual([
      'Nov 20, 2026',
      // Phones read date, quality and size under the prompt.
      'A watercolor birthday card with balloons and a golden retrieverNov 20, 2026 · Medium · 1024 × 1536 (Portrait)',
      // The gallery's way of writing a size.
      '1024 × 1536 (Portrait)',
      'Medium',
      '6 credits',
      'View',
    ])
    expect(within(row).getByRole('link', { name: 'View' })).toHaveAttribute('href', '/gallery?image=img_9f3a')
    expect(screen.getByRole('link', { name: 'View All Images' })).toHaveAttribute('href', '/gallery')
  })

  it('shows "No results." for an empty images table', async () => {
    stubDashboard({ 'GET /api/images/recent': json([]) })
    renderDashboard()

    expect(within(await table('Recent images')).getByText('No results.')).toBeInTheDocument()
  })

  it('lists the five newest transactions with signed, coloured credits, dollar amounts and image links', async () => {
    const api = stubDashboard()
    renderDashboard()

    const history = await table('Transaction history')
    const rows = bodyRows(history)
    expect(rows).toHaveLength(5)
    expect(api.callsTo('GET', '/api/transactions').map((request) => request.url)).toEqual([
      '/api/transactions?page=1&limit=5',
    ])
    const purchase = within(rows[0]).getAllByRole('cell')
    expect(purchase.map((cell) => cell.textContent)).toEqual([
      'Nov 21, 2026',
      'Purchased 50 credits (Starter)Nov 21, 2026',
      '+50',
      '$4.99',
    ])
    expect(within(purchase[2]).getByText('+50')).toHaveClass('text-emerald-700')
    const spend = within(rows[1]).getAllByRole('cell')
    expect(spend.map((cell) => cell.textContent)).toEqual([
      'Nov 20, 2026',
      'Image generation (low, 1024x1536)Nov 20, 2026',
      '-1.5',
      '-',
    ])
    expect(within(spend[2]).getByText('-1.5')).toHaveClass('text-destructive')
    expect(within(spend[1]).getByRole('link', { name: 'Image generation (low, 1024x1536)' })).toHaveAttribute(
      'href',
      '/gallery?image=img_9f3a',
    )
    expect(within(rows[2]).queryByRole('link')).not.toBeInTheDocument()

    const section = screen.getByRole('region', { name: 'Transaction History' })
    expect(within(section).getByRole('link', { name: 'Buy Credits' })).toHaveAttribute('href', '/purchase')
    expect(within(section).getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/dashboard/transactions')
    expect(within(section).queryByRole('button', { name: 'Next' })).not.toBeInTheDocument()
    expect(within(section).queryByLabelText('Rows per page')).not.toBeInTheDocument()
  })

  it('hides the paging controls of Recent Images, which never holds more than five', async () => {
    stubDashboard({ 'GET /api/images/recent': json(Array.from({ length: 5 }, (_, n) => ({ ...IMAGES[0], id: `img_${n}` }))) })
    renderDashboard()

    const section = screen.getByRole('region', { name: 'Recent Images' })
    expect(bodyRows(await table('Recent images'))).toHaveLength(5)
    expect(within(section).queryByLabelText('Rows per page')).not.toBeInTheDocument()
    expect(within(section).queryByRole('button', { name: 'Previous' })).not.toBeInTheDocument()
  })

  it('says "No transactions yet" with a way to buy credits when the ledger is empty', async () => {
    stubDashboard({ 'GET /api/transactions': json(transactionPage([], 1, 5)) })
    renderDashboard()

    const section = screen.getByRole('region', { name: 'Transaction History' })
    expect(await within(section).findByText('No transactions yet')).toBeInTheDocument()
    expect(within(section).getByRole('link', { name: 'Buy Credits' })).toHaveAttribute('href', '/purchase')
    expect(within(section).queryByRole('link', { name: 'View all' })).not.toBeInTheDocument()
  })

  it('shows the account details and offers a retry when a list fails to load', async () => {
    stubDashboard({ 'GET /api/transactions': new Response('', { status: 500 }) })
    renderDashboard()

    const settings = screen.getByRole('region', { name: 'Account Settings' })
    expect(within(settings).getByText('jane')).toBeInTheDocument()
    expect(within(settings).getByText('jane@example.com')).toBeInTheDocument()
    const signedUp = new Date(TEST_USER.createdAt).toLocaleDateString('en-US', { dateStyle: 'medium' })
    expect(within(settings).getByText(signedUp)).toBeInTheDocument()
    const section = screen.getByRole('region', { name: 'Transaction History' })
    expect(await within(section).findByText("We couldn't load your transactions.")).toBeInTheDocument()
    expect(within(section).getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })

  it('has a Your data block between Signed-in devices and API access, for the email that links to it', async () => {
    stubDashboard({ 'GET /api/account/export': json({ export: null }) })
    renderDashboard()

    const settings = screen.getByRole('region', { name: 'Account Settings' })
    const yourData = within(settings).getByRole('region', { name: 'Your data' })
    expect(yourData).toHaveAttribute('id', 'your-data')
    expect(await within(yourData).findByRole('button', { name: 'Download my data' })).toBeInTheDocument()
    const headings = within(settings)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent)
    expect(headings.indexOf('Your data')).toBe(headings.indexOf('Signed-in devices') + 1)
    expect(headings.indexOf('API Access')).toBe(headings.indexOf('Your data') + 1)
  })

  it('marks a confirmed email address as Verified', () => {
    stubDashboard()
    renderDashboard()

    const settings = screen.getByRole('region', { name: 'Account Settings' })
    expect(within(settings).getByText('Verified')).toBeInTheDocument()
    expect(within(settings).queryByText('Not verified')).not.toBeInTheDocument()
    expect(within(settings).queryByRole('button', { name: 'Resend' })).not.toBeInTheDocument()
  })

  it('marks an unconfirmed address as Not verified and resends its link', async () => {
    const sent = "We've sent a new confirmation link to jane@example.com."
    const api = stubDashboard({
      'GET /api/csrf-token': json({ csrfToken: 'token-1' }),
      'POST /api/auth/verification-email': json({ message: sent }, { status: 202 }),
    })
    renderDashboard({ ...TEST_USER, emailVerified: false })

    const settings = screen.getByRole('region', { name: 'Account Settings' })
    expect(within(settings).getByText('Not verified')).toBeInTheDocument()
    await userEvent.setup().click(within(settings).getByRole('button', { name: 'Resend' }))

    expect(await screen.findByText(sent)).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/auth/verification-email')).toHaveLength(1)
  })
})
