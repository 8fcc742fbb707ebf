import { expect, type Page } from '@playwright/test'

export const SCREENSHOT_DIR = 'test-results/screenshots'
export const SCREENSHOT_WIDTHS = [375, 1280]

/** Buys a package on /purchase through the built-in demo checkout, ending back on /purchase.
 * Answers the checkout session's id, the last part of the demo checkout's address. */
export async function buyThroughDemoCheckout(page: Page, packageName: string, price: string): Promise<string> {
  await page.goto('/purchase')
  await page.getByRole('article', { name: packageName }).getByRole('button', { name: 'Buy Now' }).click()
  await expect(page).toHaveURL(/\/checkout\/demo\/[^/]+$/)
  const sessionId = decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1) ?? '')
  await page.getByRole('button', { name: `Pay ${price} (demo)` }).click()
  await expect(page.getByText('Payment Successful', { exact: true })).toBeVisible()
  await expect(page).toHaveURL(/\/purchase$/)
  return sessionId
}

/** Makes a low-quality image through the API (quicker than the form). */
export async function generateThroughApi(page: Page, prompt: string) {
  const { csrfToken } = (await (await page.request.get('/api/csrf-token')).json()) as { csrfToken: string }
  const response = await page.request.post('/api/images/generate', {
    headers: { 'CSRF-Token': csrfToken },
    data: { prompt, size: '1024x1024', quality: 'low', outputFormat: 'png' },
  })
  expect(response.status()).toBe(201)
}

/** Full-page pictures at phone and desktop widths, for people to look at. */
export async function screenshots(page: Page, name: string, ready: () => Promise<void>) {
  for (const width of SCREENSHOT_WIDTHS) {
    await page.setViewportSize({ width, height: width < 768 ? 812 : 800 })
    await ready()
    // A full-page picture taken while scrolled shows the sticky header mid-page.
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.evaluate(() => document.fonts.ready)
    await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}-${width}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 800 })
}
