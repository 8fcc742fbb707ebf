import { expect, test, type Page } from '@playwright/test'
import { waitForHydration } from './support'

const MEASUREMENT_ID = 'G-E2ETEST123'

// The servers under test have no measurement id (CARDSMITH_ANALYTICS_MEASUREMENT_ID is not set),
// so the site facts are given one here. The content security policy such a server sends would
// allow the tag library; this one's does not, so it is set aside for these tests.
test.use({ bypassCSP: true })

/** Serves the site facts with a measurement id, and stands in for the tag library (no internet
 * here), counting the requests for it. */
async function withAnalyticsConfigured(page: Page) {
  const tagRequests: string[] = []
  await page.route('**/api/site', async (route) => {
    const response = await route.fetch()
    await route.fulfill({ response, json: { ...(await response.json()), analyticsMeasurementId: MEASUREMENT_ID } })
  })
  await page.route(/googletagmanager\.com/, async (route) => {
    tagRequests.push(route.request().url())
    await route.fulfill({ contentType: 'text/javascript', body: 'window.google_tag_manager = {}' })
  })
  return tagRequests
}

/** What the tag library reads in the page. */
interface TagGlobals {
  gtag?: unknown
  dataLayer?: ArrayLike<unknown>[]
}

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies and analytics' })
const hasGtag = (page: Page) => page.evaluate(() => typeof (window as TagGlobals).gtag === 'function')
/** The page paths reported as page views so far. */
const pageViews = (page: Page) =>
  page.evaluate(() =>
    ((window as TagGlobals).dataLayer ?? [])
      .map((entry) => Array.from(entry))
      .filter(([command, event]) => command === 'event' && event === 'page_view')
      .map(([, , params]) => (params as { page_path: string }).page_path),
  )

test('nothing third-party loads before Accept; then page views follow every path change', async ({ page }) => {
  const tagRequests = await withAnalyticsConfigured(page)
  await page.clock.install({ time: new Date('2026-11-24T10:00:00Z') })
  await page.clock.pauseAt(new Date('2026-11-24T10:00:01Z'))
  await page.goto('/')
  await waitForHydration(page)

  // The consent check comes 2 s after load (and the banner's code then arrives: the clock
  // moves on a little at a time, as React shows lazily loaded content on a timer).
  await page.clock.runFor(1900)
  await expect(banner(page)).toBeHidden()
  await page.clock.runFor(100)
  await expect
    .poll(async () => {
      await page.clock.runFor(50)
      return banner(page).isVisible()
    })
    .toBe(true)
  expect(tagRequests).toEqual([])
  expect(await hasGtag(page)).toBe(false)
  await page.clock.resume()

  await banner(page).getByRole('button', { name: 'Accept' }).click()
  await expect(banner(page)).toBeHidden()
  await expect.poll(() => tagRequests).toEqual([`https://www.googletagmanager.com/gtag/js?id=${MEASUREMENT_ID}`])
  expect(await hasGtag(page)).toBe(true)
  expect(await pageViews(page)).toEqual(['/'])

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Create Card' }).click()
  await expect(page).toHaveURL(/\/create$/)
  await expect.poll(() => pageViews(page)).toEqual(['/', '/create'])

  // Remembered: the next visit loads analytics (1 s after load) without asking.
  await page.reload()
  await expect.poll(() => tagRequests.length).toBe(2)
  await page.clock.runFor(5000)
  await expect(banner(page)).toBeHidden()
})

test('after Reject nothing loads, now or on the next visit, until accepted from Cookie settings', async ({ page }) => {
  const tagRequests = await withAnalyticsConfigured(page)
  await page.goto('/')
  await banner(page).getByRole('button', { name: 'Reject' }).click()
  await expect(banner(page)).toBeHidden()

  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.waitForTimeout(3000)
  await expect(banner(page)).toBeHidden()
  expect(tagRequests).toEqual([])
  expect(await hasGtag(page)).toBe(false)

  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click()
  await expect(banner(page)).toContainText('You currently refuse analytics cookies.')
  await expect(banner(page).getByRole('heading', { name: 'Cookies and analytics' })).toBeFocused()
  await banner(page).getByRole('button', { name: 'Accept' }).click()
  await expect.poll(() => tagRequests.length).toBe(1)
  expect(await hasGtag(page)).toBe(true)
  // Answered, the banner gives focus back to where the visitor opened it.
  await expect(page.getByRole('button', { name: 'Cookie settings' })).toBeFocused()
})

test('the banner is reached early from the keyboard, and answered with it', async ({ page }) => {
  const tagRequests = await withAnalyticsConfigured(page)
  await page.goto('/')
  await expect(banner(page)).toBeVisible()

  // Skip link, then the banner's policy link, Reject and Accept.
  for (let press = 0; press < 4; press++) await page.keyboard.press('Tab')
  await expect(banner(page).getByRole('button', { name: 'Accept' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(banner(page)).toBeHidden()
  await expect.poll(() => tagRequests.length).toBe(1)
})

test('on a phone the banner fits without covering the page', async ({ page }) => {
  await withAnalyticsConfigured(page)
  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto('/')
  await expect(banner(page)).toBeVisible()

  const box = await banner(page).boundingBox()
  expect(box).not.toBeNull()
  expect(box!.x).toBeGreaterThanOrEqual(0)
  expect(box!.x + box!.width).toBeLessThanOrEqual(375)
  expect(box!.height).toBeLessThan(812 * 0.4)
  await expect(banner(page).getByRole('button', { name: 'Reject' })).toBeInViewport()
  await expect(banner(page).getByRole('button', { name: 'Accept' })).toBeInViewport()
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport()
})

test('without a measurement id there is no banner, no Cookie settings and nothing loaded', async ({ page }) => {
  const tagRequests: string[] = []
  await page.route(/googletagmanager\.com/, async (route) => {
    tagRequests.push(route.request().url())
    await route.abort()
  })
  await page.goto('/')
  await expect(page.getByRole('contentinfo')).toContainText('Images are generated by')
  await page.waitForTimeout(3000)

  await expect(banner(page)).toBeHidden()
  await expect(page.getByRole('button', { name: 'Cookie settings' })).toHaveCount(0)
  expect(tagRequests).toEqual([])
  expect(await hasGtag(page)).toBe(false)
})
