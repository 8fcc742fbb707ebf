/**
 * Page views and purchases for the site's analytics sink, which is configuration: the server's
 * GET /api/site names a GA4 measurement id, or none (then nothing ever loads). The tag library
 * is loaded only once the visitor has accepted analytics cookies (see features/consent), and
 * `window.gtag` exists only from then on, so every tracking call below is a no-op until then.
 * Analytics must never break a page: failures are logged at info level and go no further.
 */

declare global {
  interface Window {
    /** Present only while the visitor allows analytics. */
    gtag?: (...args: unknown[]) => void
    dataLayer?: unknown[]
    /** Set by the tag library once it runs. */
    google_tag_manager?: unknown
  }
}

/** Spec: analytics starts 1 s after the page has loaded, the consent check 2 s after. */
export const ANALYTICS_START_DELAY_MS = 1000
export const CONSENT_CHECK_DELAY_MS = 2000
/** Spec: after loading, look for the tag library 15 times, one second apart, then log. */
export const TAG_LIBRARY_CHECKS = 15
export const TAG_LIBRARY_CHECK_INTERVAL_MS = 1000

const TAG_LIBRARY_URL = 'https://www.googletagmanager.com/gtag/js'
const GA4_MEASUREMENT_ID = /^G-[A-Z0-9]{4,20}$/

/** The measurement id the tag library was loaded for; null until consent. */
let loadedFor: string | null = null

/** The GA4 id in a GET /api/site answer, or null. Read loosely, as servers before the field
 * was added do not send it, and checked, as it ends up in a script address. */
export function measurementIdOf(site: object | undefined): string | null {
  const id = (site as { analyticsMeasurementId?: unknown } | undefined)?.analyticsMeasurementId
  return typeof id === 'string' && GA4_MEASUREMENT_ID.test(id) ? id : null
}

/** Runs `run` `delayMs` after the page's load event (at once counted from now if it has
 * fired). Returns a cancel function. */
export function afterPageLoad(delayMs: number, run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const schedule = () => {
    timer = setTimeout(run, delayMs)
  }
  if (document.readyState === 'complete') {
    schedule()
    return () => clearTimeout(timer)
  }
  window.addEventListener('load', schedule, { once: true })
  return () => {
    window.removeEventListener('load', schedule)
    clearTimeout(timer)
  }
}

/** Starts analytics for `measurementId`; call only once the visitor has accepted. Loads the
 * tag library the first time, and reports the page being viewed. */
export function enableAnalytics(measurementId: string) {
  if (loadedFor !== null && loadedFor !== measurementId) return
  setOptOut(measurementId, false)
  if (loadedFor === null) {
    loadedFor = measurementId
    loadTagLibrary(measurementId)
  } else {
    window.gtag = queueCommand
  }
  trackPageView()
}

/** Stops analytics after the visitor withdrew consent. The library cannot be unloaded, so it
 * is told to opt out (GA's own switch) and the cookies it set are removed. */
export function disableAnalytics() {
  if (loadedFor === null) return
  setOptOut(loadedFor, true)
  delete window.gtag
  removeAnalyticsCookies()
}

/** Reports the page now on screen (called on every path change). */
export function trackPageView() {
  send('page_view', {
    page_location: window.location.href,
    page_path: window.location.pathname,
    page_title: document.title,
  })
}

export interface PurchaseEvent {
  transactionId: string | null
  packageId: string | null
  /** US dollars: the package price. */
  value: number | null
}

/** Reports a completed purchase: a conversion and a purchase event, in USD. */
export function trackPurchase({ transactionId, packageId, value }: PurchaseEvent) {
  const details = {
    ...(transactionId ? { transaction_id: transactionId } : {}),
    value: value ?? 0,
    currency: 'USD',
  }
  send('conversion', details)
  send('purchase', {
    ...details,
    items: packageId ? [{ item_id: packageId, price: value ?? 0, quantity: 1 }] : [],
  })
}

function send(event: string, params: Record<string, unknown>) {
  const gtag = window.gtag
  if (typeof gtag !== 'function') return
  try {
    gtag('event', event, params)
  } catch (error) {
    logAnalyticsProblem(`Could not send the ${event} event.`, error)
  }
}

/** The standard gtag queue: the library reads the `arguments` objects it pushes. */
function queueCommand(..._args: unknown[]) {
  // eslint-disable-next-line prefer-rest-params -- the tag library expects Arguments objects
  ;(window.dataLayer ??= []).push(arguments)
}

function loadTagLibrary(measurementId: string) {
  window.dataLayer ??= []
  window.gtag = queueCommand
  // The visitor accepted analytics, not advertising.
  window.gtag('consent', 'default', {
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    analytics_storage: 'granted',
  })
  window.gtag('js', new Date())
  // Page views are sent by us on every path change, the first one included.
  window.gtag('config', measurementId, { send_page_view: false })

  const script = document.createElement('script')
  script.async = true
  script.src = `${TAG_LIBRARY_URL}?id=${encodeURIComponent(measurementId)}`
  document.head.append(script)
  watchForTagLibrary()
}

/** Blockers and offline visitors never run the library: say so once, quietly. */
function watchForTagLibrary() {
  let checks = 0
  const timer = setInterval(() => {
    checks += 1
    if (window.google_tag_manager) {
      clearInterval(timer)
    } else if (checks >= TAG_LIBRARY_CHECKS) {
      clearInterval(timer)
      logAnalyticsProblem(`The analytics library was not detected after ${TAG_LIBRARY_CHECKS} checks; no page views are sent.`)
    }
  }, TAG_LIBRARY_CHECK_INTERVAL_MS)
}

function setOptOut(measurementId: string, optOut: boolean) {
  ;(window as unknown as Record<string, unknown>)[`ga-disable-${measurementId}`] = optOut
}

/** GA's cookies (_ga, _ga_*) live on this host or a parent domain: expire them on each. */
function removeAnalyticsCookies() {
  const names = document.cookie
    .split(';')
    .map((pair) => pair.split('=')[0].trim())
    .filter((name) => name === '_ga' || name.startsWith('_ga_'))
  const labels = window.location.hostname.split('.')
  const domains = labels.map((_, index) => labels.slice(index).join('.'))
  for (const name of names) {
    document.cookie = `${name}=; Max-Age=0; path=/`
    for (const domain of domains) document.cookie = `${name}=; Max-Age=0; path=/; domain=${domain}`
  }
}

/** Info, not a warning: a visitor's blocker is not a fault of the page. */
function logAnalyticsProblem(message: string, error?: unknown) {
  if (error === undefined) console.info(`Analytics: ${message}`)
  else console.info(`Analytics: ${message}`, error)
}
