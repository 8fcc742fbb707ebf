import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { json, stubFetch } from '@/testing/fetch-stub'
import { renderRoute } from '@/testing/render'

const ID = 'G-TEST12345'
const KEY = 'cardsmith.cookie-consent'

const tagScripts = () => document.querySelectorAll('script[src*="googletagmanager.com"]')
const banner = () => screen.queryByRole('region', { name: 'Cookies and analytics' })

const click = (name: string) => act(() => fireEvent.click(screen.getByRole('button', { name })))

async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms))
}

/** The banner and the footer link as the root layout mounts them, on a fresh module graph:
 * the consent store and the analytics loader remember state. */
async function renderLayout(measurementId: string | null, extraPaths: string[] = []) {
  stubFetch({ 'GET /api/site': json({ imageProviderName: 'Test', offlineDesigner: true, paymentsMode: 'demo', analyticsMeasurementId: measurementId }) })
  vi.resetModules()
  const [{ ConsentAndAnalytics }, { CookieSettingsLink }] = await Promise.all([
    import('./consent-and-analytics'),
    import('./cookie-settings-link'),
    // Loaded lazily by the page: loaded here first, so it arrives without real time passing.
    import('./consent-banner'),
  ])
  const page = (
    <>
      <ConsentAndAnalytics />
      <CookieSettingsLink />
    </>
  )
  const extraRoutes = extraPaths.map((path) => ({ path, element: page }))
  return renderRoute({ path: '/', element: page, url: '/', user: null, extraRoutes })
}

describe('Consent and analytics', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    localStorage.clear()
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
    for (const script of tagScripts()) script.remove()
    delete window.gtag
    delete window.dataLayer
    localStorage.clear()
  })

  it('asks 2 s after load and loads nothing third-party before Accept', async () => {
    await renderLayout(ID)
    await advance(1999)
    expect(banner()).not.toBeInTheDocument()
    await advance(1)
    expect(banner()).toBeInTheDocument()
    expect(tagScripts()).toHaveLength(0)
    expect(window.gtag).toBeUndefined()

    click('Accept')

    expect(banner()).not.toBeInTheDocument()
    expect(tagScripts()).toHaveLength(1)
    expect(typeof window.gtag).toBe('function')
    expect(JSON.parse(localStorage.getItem(KEY) ?? '{}')).toMatchObject({ choice: 'granted' })
  })

  it('loads nothing after Reject, and remembers it', async () => {
    await renderLayout(ID)
    await advance(2000)
    click('Reject')
    await advance(30_000)

    expect(banner()).not.toBeInTheDocument()
    expect(tagScripts()).toHaveLength(0)
    expect(window.gtag).toBeUndefined()
    expect(JSON.parse(localStorage.getItem(KEY) ?? '{}')).toMatchObject({ choice: 'denied' })
  })

  it('starts analytics 1 s after load for a visitor who accepted before, without asking again', async () => {
    localStorage.setItem(KEY, JSON.stringify({ choice: 'granted', decidedAt: '2026-11-01T10:00:00.000Z' }))
    await renderLayout(ID)
    await advance(999)
    expect(tagScripts()).toHaveLength(0)
    await advance(1)
    expect(tagScripts()).toHaveLength(1)
    await advance(5000)
    expect(banner()).not.toBeInTheDocument()
  })

  it('reports a page view on every path change once allowed, and none for a new query', async () => {
    localStorage.setItem(KEY, JSON.stringify({ choice: 'granted', decidedAt: '2026-11-01T10:00:00.000Z' }))
    const { router } = await renderLayout(ID, ['/create'])
    const pageViews = () =>
      (window.dataLayer ?? []).filter((entry) => {
        const [command, event] = Array.from(entry as ArrayLike<unknown>)
        return command === 'event' && event === 'page_view'
      }).length

    await act(() => router.navigate('/create'))
    expect(pageViews()).toBe(0)
    await advance(1000)
    // The page on screen when analytics starts.
    expect(pageViews()).toBe(1)
    await act(() => router.navigate('/'))
    expect(pageViews()).toBe(2)
    await act(() => router.navigate('/?tab=image'))
    expect(pageViews()).toBe(2)
  })

  it('lets the visitor change their mind from Cookie settings', async () => {
    localStorage.setItem(KEY, JSON.stringify({ choice: 'granted', decidedAt: '2026-11-01T10:00:00.000Z' }))
    await renderLayout(ID)
    await advance(1000)
    const cookieSettings = screen.getByRole('button', { name: 'Cookie settings' })
    cookieSettings.focus()

    click('Cookie settings')
    await advance(1)
    expect(banner()).toHaveTextContent('You currently allow analytics cookies.')
    expect(screen.getByRole('heading', { name: 'Cookies and analytics' })).toHaveFocus()
    click('Reject')

    expect(banner()).not.toBeInTheDocument()
    expect(cookieSettings).toHaveFocus()
    expect(window.gtag).toBeUndefined()
    expect((window as unknown as Record<string, unknown>)[`ga-disable-${ID}`]).toBe(true)
  })

  it('has nothing to ask where no analytics is configured', async () => {
    await renderLayout(null)
    await advance(10_000)

    expect(banner()).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Cookie settings' })).not.toBeInTheDocument()
    expect(tagScripts()).toHaveLength(0)
    expect(window.gtag).toBeUndefined()
  })
})
