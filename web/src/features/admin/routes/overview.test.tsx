import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { json, stubFetch } from '@/testing/fetch-stub'
import { renderRoute, TEST_USER } from '@/testing/render'
import type { Overview, OverviewFigure } from '../api/overview'
import { OverviewRoute } from './overview'

// jsdom has no canvas (nor the matchMedia uPlot asks for as it loads): the charts' pictures
// are not drawn here, their words are read.
const charts = vi.hoisted(() => ({ made: [] as { data: number[][] }[] }))
vi.mock('../components/load-chart-library', () => ({
  loadChartLibrary: () =>
    Promise.resolve(
      class {
        static paths: Record<string, unknown> = { bars: () => () => null }
        constructor(_options: unknown, data: number[][]) {
          charts.made.push({ data })
        }
        setSize() {}
        destroy() {}
      },
    ),
}))

const DAYS = Array.from({ length: 30 }, (_, index) => {
  const day = new Date(Date.UTC(2026, 10, 1 + index))
  return day.toISOString().slice(0, 10)
})

/** A figure that is `today` on the last day and `earlier` on the day 10 days before. */
function figure(today: number, earlier = 0): OverviewFigure {
  const daily = DAYS.map((_, index) => (index === 29 ? today : index === 19 ? earlier : 0))
  return { today, last7Days: today, last30Days: today + earlier, daily }
}

const OVERVIEW: Overview = {
  at: '2026-11-30T12:00:00Z',
  days: DAYS,
  signUps: figure(3, 1),
  generationsMade: figure(12, 4),
  generationsFailed: figure(2),
  generationsRefundedTenths: figure(25),
  providerErrors: figure(1),
  revenue: [{ currency: 'usd', paid: figure(1499, 499), refunded: figure(499), net: figure(1000, 499) }],
  creditsOutstanding: { nowTenths: 12_345, dayEndTenths: DAYS.map((_, index) => 10_000 + index * 80) },
  emailsSent: figure(7),
  emailsFailed: figure(0),
  models: [
    {
      role: 'image',
      model: 'gpt-image-2',
      state: 'retiring',
      shutdown: '2026-12-19',
      replacement: null,
      summary: 'gpt-image-2: available, shuts down on 2026-12-19 (in 19 days)',
    },
    {
      role: 'text',
      model: null,
      state: 'built_in',
      shutdown: null,
      replacement: null,
      summary: 'Messages come from the bundled library: no model to watch',
    },
  ],
}

/** The value under a stat's label in a card. */
function stat(card: HTMLElement, label: string) {
  const term = within(card)
    .getAllByRole('term')
    .find((candidate) => candidate.textContent === label)
  return term?.nextElementSibling
}

function renderOverview(answer = () => json(OVERVIEW)) {
  const api = stubFetch({ 'GET /api/admin/overview': answer })
  const view = renderRoute({ path: '/admin/overview', element: <OverviewRoute />, url: '/admin/overview', user: TEST_USER })
  return { api, ...view }
}

describe('The console overview', () => {
  beforeEach(() => {
    charts.made.length = 0
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })

  it('shows each figure for today, 7 days and 30 days, with its chart in words', async () => {
    renderOverview()

    const signUps = await screen.findByRole('group', { name: 'Sign-ups' })
    expect(stat(signUps, 'Today')).toHaveTextContent('3')
    expect(stat(signUps, '30 days')).toHaveTextContent('4')
    expect(within(signUps).getByRole('img')).toHaveAccessibleName(
      'Sign-ups per day over the last 30 days (UTC): 4 in all, most on Nov 30 (3); today 3.',
    )

    const revenue = screen.getByRole('group', { name: 'Revenue (USD)' })
    expect(stat(revenue, 'Today')).toHaveTextContent('$10.00')
    expect(stat(revenue, 'Paid, 30 days')).toHaveTextContent('$19.98')
    expect(stat(revenue, 'Refunded, 30 days')).toHaveTextContent('$4.99')

    const refunded = screen.getByRole('group', { name: 'Credits refunded' })
    expect(stat(refunded, 'Today')).toHaveTextContent('2.5')
    const owed = screen.getByRole('group', { name: 'Credits outstanding' })
    expect(stat(owed, 'Now')).toHaveTextContent('1,234.5')
    expect(within(owed).getByRole('img')).toHaveAccessibleName(
      'Credits outstanding at the end of each of the last 30 days (UTC): from 1,000 on Nov 1 to 1,232 today.',
    )

    for (const name of ['Generations made', 'Generations failed', 'Provider errors', 'Emails sent', 'Emails failed']) {
      expect(screen.getByRole('group', { name })).toBeInTheDocument()
    }
    // One chart per card, each with the 30 days.
    await vi.waitFor(() => expect(charts.made).toHaveLength(9))
    expect(charts.made[0]?.data[0]).toHaveLength(30)
  })

  it('names each model with its state in words', async () => {
    renderOverview()

    const models = await screen.findByRole('list', { name: 'Configured models' })
    const [image, text] = within(models).getAllByRole('listitem')
    expect(image).toHaveTextContent('Image model')
    expect(image).toHaveTextContent('gpt-image-2')
    expect(within(image as HTMLElement).getByText('Retiring on Dec 19, 2026')).toBeInTheDocument()
    expect(text).toHaveTextContent('Message model')
    expect(within(text as HTMLElement).getByText('Built in')).toBeInTheDocument()
  })

  it('says why the figures could not be read, and reads them again', async () => {
    let fail = true
    const { api } = renderOverview(() => (fail ? json({ message: 'The database is not answering' }, { status: 503 }) : json(OVERVIEW)))

    expect(await screen.findByText('The database is not answering')).toBeInTheDocument()
    fail = false
    screen.getByRole('button', { name: 'Try again' }).click()

    expect(await screen.findByRole('group', { name: 'Sign-ups' })).toBeInTheDocument()
    expect(api.callsTo('GET', '/api/admin/overview').length).toBeGreaterThanOrEqual(2)
  })
})
