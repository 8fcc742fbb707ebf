import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

type Analytics = typeof import('./analytics')

const ID = 'G-TEST12345'

/** A fresh copy of the module: it remembers whether the tag library was loaded. */
async function freshAnalytics(): Promise<Analytics> {
  vi.resetModules()
  return import('./analytics')
}

const tagScripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[src*="googletagmanager"]')]
/** The gtag commands queued so far, as plain arrays. */
const commands = () => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>))
const events = (name: string) => commands().filter(([command, event]) => command === 'event' && event === name)

describe('analytics', () => {
  let analytics: Analytics

  beforeEach(async () => {
    analytics = await freshAnalytics()
  })
  afterEach(() => {
    for (const script of tagScripts()) script.remove()
    delete window.gtag
    delete window.dataLayer
    delete window.google_tag_manager
    delete (window as unknown as Record<string, unknown>)[`ga-disable-${ID}`]
    vi.useRealTimers()
  })

  it('reads a GA4 id from the site facts, and nothing else', () => {
    expect(analytics.measurementIdOf({ analyticsMeasurementId: ID })).toBe(ID)
    expect(analytics.measurementIdOf({ analyticsMeasurementId: null })).toBeNull()
    expect(analytics.measurementIdOf({ imageProviderName: 'x' })).toBeNull()
    expect(analytics.measurementIdOf(undefined)).toBeNull()
    expect(analytics.measurementIdOf({ analyticsMeasurementId: 'G-1"><script>' })).toBeNull()
    expect(analytics.measurementIdOf({ analyticsMeasurementId: 'UA-12345-1' })).toBeNull()
  })

  it('sends nothing and loads nothing until enabled', () => {
    analytics.trackPageView()
    analytics.trackPurchase({ transactionId: 'cs_1', packageId: 'starter', value: 4.99 })

    expect(window.gtag).toBeUndefined()
    expect(window.dataLayer).toBeUndefined()
    expect(tagScripts()).toHaveLength(0)
  })

  it('loads the tag library once, for analytics only, and reports the page on screen', () => {
    analytics.enableAnalytics(ID)
    analytics.enableAnalytics(ID)

    expect(tagScripts().map((script) => script.src)).toEqual([`https://www.googletagmanager.com/gtag/js?id=${ID}`])
    expect(tagScripts()[0].async).toBe(true)
    expect(typeof window.gtag).toBe('function')
    expect(commands()).toContainEqual([
      'consent',
      'default',
      { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'granted' },
    ])
    expect(commands()).toContainEqual(['config', ID, { send_page_view: false }])
    expect(events('page_view')[0][2]).toMatchObject({ page_path: '/', page_location: window.location.href })
  })

  it('reports a page view for each call once enabled', () => {
    analytics.enableAnalytics(ID)
    window.history.pushState(null, '', '/create')
    analytics.trackPageView()
    window.history.pushState(null, '', '/')

    expect(events('page_view').map(([, , params]) => (params as { page_path: string }).page_path)).toEqual(['/', '/create'])
  })

  it('reports a purchase as a conversion and a purchase event in USD', () => {
    analytics.enableAnalytics(ID)
    analytics.trackPurchase({ transactionId: 'cs_1', packageId: 'starter', value: 4.99 })

    expect(events('conversion')).toEqual([['event', 'conversion', { transaction_id: 'cs_1', value: 4.99, currency: 'USD' }]])
    expect(events('purchase')).toEqual([
      [
        'event',
        'purchase',
        {
          transaction_id: 'cs_1',
          value: 4.99,
          currency: 'USD',
          items: [{ item_id: 'starter', price: 4.99, quantity: 1 }],
        },
      ],
    ])
  })

  it('only logs, at info level, when sending fails', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    const warn = vi.spyOn(console, 'warn')
    window.gtag = () => {
      throw new Error('blocked')
    }

    expect(() => analytics.trackPurchase({ transactionId: null, packageId: null, value: null })).not.toThrow()
    expect(info).toHaveBeenCalledWith('Analytics: Could not send the conversion event.', expect.any(Error))
    expect(warn).not.toHaveBeenCalled()
  })

  it('stops and opts out when consent is withdrawn, and starts again without a second library', () => {
    document.cookie = '_ga=GA1.1.123; path=/'
    document.cookie = '_ga_TEST12345=GS1.1.456; path=/'
    document.cookie = 'session_hint=keep; path=/'
    analytics.enableAnalytics(ID)

    analytics.disableAnalytics()
    expect(window.gtag).toBeUndefined()
    expect((window as unknown as Record<string, unknown>)[`ga-disable-${ID}`]).toBe(true)
    expect(document.cookie).not.toContain('_ga')
    expect(document.cookie).toContain('session_hint=keep')
    analytics.trackPageView()
    expect(events('page_view')).toHaveLength(1)

    analytics.enableAnalytics(ID)
    expect((window as unknown as Record<string, unknown>)[`ga-disable-${ID}`]).toBe(false)
    expect(events('page_view')).toHaveLength(2)
    expect(tagScripts()).toHaveLength(1)
  })

  it('logs once when the library has not run after 15 checks a second apart', () => {
    vi.useFakeTimers()
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    analytics.enableAnalytics(ID)

    vi.advanceTimersByTime(14_000)
    expect(info).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1000)
    expect(info).toHaveBeenCalledTimes(1)
    expect(info.mock.calls[0][0]).toMatch(/not detected after 15 checks/)
    vi.advanceTimersByTime(60_000)
    expect(info).toHaveBeenCalledTimes(1)
  })

  it('stays quiet when the library runs', () => {
    vi.useFakeTimers()
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    analytics.enableAnalytics(ID)
    vi.advanceTimersByTime(3000)
    window.google_tag_manager = {}

    vi.advanceTimersByTime(60_000)
    expect(info).not.toHaveBeenCalled()
  })

  it('runs delayed work that long after the page has loaded', () => {
    vi.useFakeTimers()
    const run = vi.fn()
    analytics.afterPageLoad(analytics.ANALYTICS_START_DELAY_MS, run)

    vi.advanceTimersByTime(999)
    expect(run).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(run).toHaveBeenCalledTimes(1)
  })
})
