import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { json, stubFetch } from '@/testing/fetch-stub'
import { renderRoute, TEST_USER } from '@/testing/render'
import { BUILDING_REFRESH_MS, type DataExport as Archive } from '../api/data-export'
import { DataExport } from './data-export'

const BUILDING: Archive = {
  id: 'exp_7f3a9c',
  status: 'building',
  requestedAt: '2026-11-27T12:00:00Z',
  readyAt: null,
  expiresAt: null,
  sizeBytes: null,
  downloadUrl: null,
}
const READY: Archive = {
  ...BUILDING,
  status: 'ready',
  readyAt: '2026-11-27T12:01:00Z',
  expiresAt: '2026-12-04T12:01:00Z',
  sizeBytes: 2_516_582,
  downloadUrl: '/api/account/export/exp_7f3a9c/download',
}
const FAILED: Archive = { ...BUILDING, status: 'failed' }

/** The server's answers: `latest` is what GET reads (a function for answers that change). */
function renderDataExport(latest: () => Archive | null, routes: Parameters<typeof stubFetch>[0] = {}, url = '/dashboard') {
  const api = stubFetch({
    'GET /api/csrf-token': json({ csrfToken: 'token-1' }),
    'GET /api/account/export': () => json({ export: latest() }),
    ...routes,
  })
  const element = (
    <section id="your-data">
      <DataExport />
    </section>
  )
  renderRoute({ path: '/dashboard', element, url, user: TEST_USER })
  return api
}

/** The live region the archive's state is written in. */
async function statusRegion(text: string) {
  const line = await screen.findByText(text)
  const region = line.closest('[role="status"]')
  expect(region).not.toBeNull()
  return region as HTMLElement
}

describe('Your data (data export)', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('asks for an archive when there is none, then says it is being made', async () => {
    let latest: Archive | null = null
    const api = renderDataExport(() => latest, {
      'POST /api/account/export': () => {
        latest = BUILDING
        return json(BUILDING, { status: 202 })
      },
    })
    const user = userEvent.setup()

    expect(await screen.findByText(/You have no archive yet/)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Download my data' }))

    const region = await statusRegion('Preparing your archive…')
    expect(region).toHaveTextContent("We'll email you when it's ready. You can leave this page.")
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
    const [post] = api.callsTo('POST', '/api/account/export')
    expect(post.headers.get('CSRF-Token')).toBe('token-1')
    expect(post.body).toBeNull()
    expect(api.callsTo('POST', '/api/account/export')).toHaveLength(1)
  })

  it('looks again while the archive is made, then offers it with its size and dates, and stops looking', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    let latest: Archive = BUILDING
    const api = renderDataExport(() => latest)

    await statusRegion('Preparing your archive…')
    const readsWhileBuilding = api.callsTo('GET', '/api/account/export').length
    latest = READY
    await act(() => vi.advanceTimersByTimeAsync(BUILDING_REFRESH_MS))

    const link = await screen.findByRole('link', { name: 'Download archive' })
    expect(link).toHaveAttribute('href', '/api/account/export/exp_7f3a9c/download')
    expect(link).toHaveAttribute('download')
    const region = await statusRegion('Your archive from Nov 27, 2026 is ready (2.4 MB).')
    expect(region).toHaveTextContent('You can download it until Dec 4, 2026.')
    expect(screen.getByRole('button', { name: 'Make a new one' })).toBeEnabled()
    expect(screen.queryByText('Preparing your archive…')).not.toBeInTheDocument()

    const readsWhenReady = api.callsTo('GET', '/api/account/export').length
    expect(readsWhenReady).toBeGreaterThan(readsWhileBuilding)
    await act(() => vi.advanceTimersByTimeAsync(BUILDING_REFRESH_MS * 3))
    expect(api.callsTo('GET', '/api/account/export')).toHaveLength(readsWhenReady)
  })

  it('makes a new archive in place of a ready one', async () => {
    const api = renderDataExport(() => READY, { 'POST /api/account/export': json({ ...BUILDING, id: 'exp_new' }, { status: 202 }) })
    const user = userEvent.setup()

    await user.click(await screen.findByRole('button', { name: 'Make a new one' }))

    expect(await screen.findByText('Preparing your archive…')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Download archive' })).not.toBeInTheDocument()
    expect(api.callsTo('POST', '/api/account/export')).toHaveLength(1)
  })

  it('says when the archive could not be made, and tries again', async () => {
    const api = renderDataExport(() => FAILED, { 'POST /api/account/export': json(BUILDING, { status: 202 }) })
    const user = userEvent.setup()

    await statusRegion('We could not make your archive. Please try again.')
    expect(screen.queryByRole('link', { name: 'Download archive' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Try again' }))

    expect(await screen.findByText('Preparing your archive…')).toBeInTheDocument()
    expect(screen.queryByText('We could not make your archive. Please try again.')).not.toBeInTheDocument()
    expect(api.callsTo('POST', '/api/account/export')).toHaveLength(1)
  })

  it("shows the server's message when asking fails, and keeps the button", async () => {
    renderDataExport(() => null, {
      'POST /api/account/export': json({ message: 'Please log in to continue' }, { status: 401 }),
    })
    const user = userEvent.setup()

    await user.click(await screen.findByRole('button', { name: 'Download my data' }))

    expect(await screen.findByRole('alert')).toHaveTextContent('Please log in to continue')
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeEnabled()
    expect(screen.queryByText('Preparing your archive…')).not.toBeInTheDocument()
  })

  it('says it could not start when the server fails without a message, and clears that on a retry', async () => {
    let fails = true
    const api = renderDataExport(() => null, {
      'POST /api/account/export': () => (fails ? new Response('', { status: 500 }) : json(BUILDING, { status: 202 })),
    })
    const user = userEvent.setup()

    await user.click(await screen.findByRole('button', { name: 'Download my data' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not start your archive. Please try again.')

    fails = false
    await user.click(screen.getByRole('button', { name: 'Download my data' }))
    expect(await screen.findByText('Preparing your archive…')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(api.callsTo('POST', '/api/account/export')).toHaveLength(2)
  })

  it('offers a retry when the archive cannot be read', async () => {
    let broken = true
    const api = stubFetch({
      'GET /api/account/export': () => (broken ? new Response('', { status: 500 }) : json({ export: null })),
    })
    renderRoute({ path: '/dashboard', element: <DataExport />, url: '/dashboard', user: TEST_USER })
    const user = userEvent.setup()

    expect(await screen.findByText("We couldn't load your data archive.")).toBeInTheDocument()
    broken = false
    await user.click(screen.getByRole('button', { name: 'Try again' }))

    expect(await screen.findByRole('button', { name: 'Download my data' })).toBeInTheDocument()
    expect(api.callsTo('GET', '/api/account/export')).toHaveLength(2)
  })

  it("brings the block into view when opened from the email's link", async () => {
    const scrollIntoView = vi.fn()
    Element.prototype.scrollIntoView = scrollIntoView
    try {
      renderDataExport(() => READY, {}, '/dashboard#your-data')

      await screen.findByRole('link', { name: 'Download archive' })
      await waitFor(() => expect(scrollIntoView).toHaveBeenCalledTimes(1))
      expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('your-data'))
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView
    }
  })
})
