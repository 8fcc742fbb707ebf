import { expect, test, type Page, type Request } from '@playwright/test'
import routeTable from '../src/app/route-meta.json' with { type: 'json' }
import { collectConsoleTrouble, newAccount, signUp } from './support'

/*
 * A walk through every route of src/app/route-meta.json (spec section 6): each address is
 * opened with a full page load, as from a link or a bookmark, and must answer with the right
 * status, the table's title, description and canonical link (both in the HTML the server sent
 * and in the head the app keeps), write nothing to the console, and fit the screen's width.
 * routes.spec.ts runs it on the desktop project, mobile-routes.spec.ts on the 375 px one.
 */

type RouteEntry = (typeof routeTable.routes)[number]

/**
 * Screens a visitor is sent away from, to log in and come back afterwards. A new route of that
 * kind makes the visitor's walk stop at the login page until it is listed here.
 */
const LOG_IN_FIRST = new Set([
  '/gallery',
  '/purchase',
  '/purchase/success',
  '/purchase/cancel',
  '/checkout/demo/:sessionId',
])

/** Screens made for signed-in users, which the signed-in walk opens: the ones above, and the
 * dashboard's, where a visitor sees a 'please log in' card instead. */
const SIGNED_IN_ONLY = new Set([...LOG_IN_FIRST, '/dashboard', '/dashboard/transactions', '/sent', '/group-cards', '/reminders'])

/** A card link that names no card: the server answers 404 for it (as for its API), and the page
 * says so kindly. (Real tokens come from a sent card's email: received-card.spec.ts.) */
const UNKNOWN_CARD_TOKEN = 'no-such-card'

/** A group card of nobody's: a visitor is asked to log in first. (Real ones: group-cards.spec.ts.) */
const UNKNOWN_GROUP_CARD = 'no-such-group-card'

/** Routes whose walked address answers with another status than 200. */
const STATUS: Record<string, number> = { '/c/:token': 404, '/s/:token': 404, '/sign/:token': 404 }

/** Payment returns show the purchase page, then tidy the address to plain /purchase. */
const SETTLES_ON: Record<string, string> = { '/purchase/success': '/purchase', '/purchase/cancel': '/purchase' }

/** A path that no route matches. */
const UNKNOWN_PATH = '/no-such-page'

/** What Chromium writes to the console about a page answered with 404, the point of that visit. */
const NOT_FOUND_PAGE_LOAD = 'error: Failed to load resource: the server responded with a status of 404 (Not Found)'

interface Visit {
  /** The address opened. */
  path: string
  status: number
  /** The path the app ends up showing (after any redirect), whose tags the head must carry then. */
  settlesOn: string
}

/** A page's title, meta description and canonical link. */
interface HeadTags {
  title: string
  description: string
  canonical: string
}

/** Every route as one address: parameters like `:sessionId` take their value from `params`. */
function addresses(params: Record<string, string>): { path: string; entry: RouteEntry }[] {
  return routeTable.routes.map((entry) => ({
    entry,
    path: entry.path.replace(/:(\w+)/g, (_, name: string) => {
      if (!(name in params)) throw new Error(`The route walk has no value for :${name} in ${entry.path}`)
      return params[name]
    }),
  }))
}

/** The table's entry for an address: `:name` segments match any one segment. */
function tableEntry(path: string): RouteEntry | undefined {
  const segments = path.split('/')
  return routeTable.routes.find((route) => {
    const pattern = route.path.split('/')
    const matches = (part: string, i: number) => part === segments[i] || part.startsWith(':')
    return pattern.length === segments.length && pattern.every(matches)
  })
}

function expectedTags(path: string, baseURL: string): HeadTags {
  const { title, description } = tableEntry(path) ?? routeTable.notFound
  return { title, description, canonical: `${baseURL}${path}` }
}

/** The tags of the HTML the server sent, read as a browser reads them. */
function servedTags(page: Page, html: string): Promise<Record<keyof HeadTags, string | null>> {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html')
    return {
      title: doc.title,
      description: doc.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
      canonical: doc.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    }
  }, html)
}

/** The tags the app keeps in the live head; retried, as the app writes them after a render. */
async function expectLiveTags(page: Page, expected: HeadTags, label: string) {
  await expect.soft(page, `${label}: live title`).toHaveTitle(expected.title)
  const head = page.locator('head')
  await expect
    .soft(head.locator('meta[name="description"]'), `${label}: live description`)
    .toHaveAttribute('content', expected.description)
  await expect
    .soft(head.locator('link[rel="canonical"]'), `${label}: live canonical`)
    .toHaveAttribute('href', expected.canonical)
}

/**
 * The page's requests under way. Waiting for none is enough to know a screen has its data:
 * networkidle would add half a second of quiet to each of the walk's many visits.
 */
function requestsUnderWay(page: Page): Set<Request> {
  const underWay = new Set<Request>()
  page.on('request', (request) => underWay.add(request))
  page.on('requestfinished', (request) => underWay.delete(request))
  page.on('requestfailed', (request) => underWay.delete(request))
  return underWay
}

/** Opens each address in turn on one page; soft checks, so one run names every broken route. */
async function walk(page: Page, baseURL: string, visits: Visit[]) {
  const trouble = collectConsoleTrouble(page)
  const underWay = requestsUnderWay(page)
  const width = page.viewportSize()!.width
  for (const visit of visits) {
    await test.step(visit.path, async () => {
      const response = await page.goto(visit.path)
      expect.soft(response?.status(), `${visit.path}: HTTP status`).toBe(visit.status)
      const served = await servedTags(page, (await response?.text()) ?? '')
      expect.soft(served, `${visit.path}: tags in the HTML`).toEqual(expectedTags(visit.path, baseURL))

      await expect(page).toHaveURL((url) => url.pathname === visit.settlesOn)
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
      // Screens fill in from the API after their heading: measure once that has arrived.
      await expect.poll(() => underWay.size, { message: `${visit.path}: requests under way` }).toBe(0)
      await expectLiveTags(page, expectedTags(visit.settlesOn, baseURL), visit.path)
      // Against the screen's width, not window.innerWidth: on a phone Chromium widens
      // innerWidth to whatever the content needs, so it would never show an overflow.
      const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth)
      expect.soft(pageWidth, `${visit.path}: page width at ${width} px`).toBeLessThanOrEqual(width)
      const notFoundLoad = `${baseURL}${visit.path} ${NOT_FOUND_PAGE_LOAD}`
      const unexpected = trouble.splice(0).filter((line) => visit.status !== 404 || line !== notFoundLoad)
      expect.soft(unexpected, `${visit.path}: console`).toEqual([])
    })
  }
}

/** Opens a demo checkout for the signed-in user and returns its session id. */
async function startDemoCheckout(page: Page): Promise<string> {
  const { csrfToken } = (await (await page.request.get('/api/csrf-token')).json()) as { csrfToken: string }
  const [firstPackage] = (await (await page.request.get('/api/credit-packages')).json()) as { id: string }[]
  const response = await page.request.post('/api/checkout/create-session', {
    headers: { 'CSRF-Token': csrfToken },
    data: { packageId: firstPackage.id },
  })
  expect(response.ok()).toBe(true)
  const { url } = (await response.json()) as { url: string }
  const sessionId = /\/checkout\/demo\/([^/?#]+)/.exec(url)?.[1]
  if (!sessionId) throw new Error(`A demo checkout url was expected, got ${url}`)
  return sessionId
}

/** Declares the walk's tests for the project (screen width) of the calling spec file. */
export function walkEveryRoute() {
  test('a visitor opens every route, and an unknown path', async ({ page, baseURL }) => {
    // A visitor never reaches a checkout, so any id will do: the gate sends them to log in first.
    const visits: Visit[] = addresses({ sessionId: 'cs_visitor', token: UNKNOWN_CARD_TOKEN, id: UNKNOWN_GROUP_CARD }).map(({ path, entry }) => ({
      path,
      status: STATUS[entry.path] ?? 200,
      settlesOn: LOG_IN_FIRST.has(entry.path) ? '/login' : path,
    }))
    visits.push({ path: UNKNOWN_PATH, status: 404, settlesOn: UNKNOWN_PATH })
    await walk(page, baseURL!, visits)
  })

  test('a signed-in user opens every route made for them', async ({ page, baseURL }) => {
    await signUp(page, newAccount('walk'))
    const sessionId = await startDemoCheckout(page)
    const visits: Visit[] = addresses({ sessionId, token: UNKNOWN_CARD_TOKEN, id: UNKNOWN_GROUP_CARD })
      .filter(({ entry }) => SIGNED_IN_ONLY.has(entry.path))
      .map(({ path, entry }) => ({ path, status: 200, settlesOn: SETTLES_ON[entry.path] ?? path }))
    await walk(page, baseURL!, visits)
  })
}
