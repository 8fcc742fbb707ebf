import { mkdirSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { SCREENSHOT_DIR } from './purchase-helpers'
import { newAccount, signUp } from './support'

/** Nothing in the header is cut off, pushed off-screen or drawn over another item. */
async function expectTidyHeader(page: Page) {
  const header = page.getByRole('banner')
  const boxes = await header.evaluate((banner) => {
    const items = banner.querySelectorAll<HTMLElement>('nav a, nav button, a[href="/purchase"], button[aria-label]')
    return Array.from(items)
      .filter((item) => item.offsetParent !== null && item.getClientRects().length > 0)
      .map((item) => {
        const rect = item.getBoundingClientRect()
        return { name: item.textContent || item.getAttribute('aria-label'), left: rect.left, right: rect.right, top: rect.top, bottom: rect.bottom }
      })
  })
  const width = page.viewportSize()!.width
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
  for (const box of boxes) {
    expect(box.left, `${box.name} starts on screen`).toBeGreaterThanOrEqual(0)
    expect(box.right, `${box.name} ends on screen`).toBeLessThanOrEqual(width)
  }
  for (const [i, a] of boxes.entries()) {
    for (const b of boxes.slice(i + 1)) {
      const overlap = a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1
      expect(overlap, `${a.name} and ${b.name} overlap`).toBe(false)
    }
  }
}

test('from 768 px the signed-in header shows every link, the balance with its label and Buy Credits', async ({ page }) => {
  await signUp(page, newAccount('header'))
  // A six-figure balance is the widest the account area gets.
  await page.route('**/api/auth/me', async (route) => {
    const response = await route.fetch()
    await route.fulfill({ response, json: { ...(await response.json()), credits: 123456.5 } })
  })
  await page.reload()
  const banner = page.getByRole('banner')
  await expect(banner.getByTestId('credit-count').locator('visible=true')).toHaveText('123,456.5')
  for (const width of [768, 800, 900, 1023, 1024, 1100, 1279, 1280]) {
    await test.step(`${width} px`, async () => {
      await page.setViewportSize({ width, height: 800 })
      await expect(banner.getByRole('link', { name: 'Buy Credits' })).toBeVisible()
      await expect(banner.getByText('Credits', { exact: true }).locator('visible=true')).toBeVisible()
      await expect(banner.getByTestId('credit-count').locator('visible=true')).toBeVisible()
      const nav = banner.getByRole('navigation', { name: 'Main' })
      for (const name of ['How It Works', 'Create Card', 'Create Image', 'Gallery', 'Pricing']) {
        await expect(nav.getByRole('link', { name, exact: true })).toBeVisible()
      }
      await expect(nav.getByRole('button', { name: 'Blog' })).toBeVisible()
      await expect(banner.getByRole('button', { name: 'Open account menu' })).toBeVisible()
      await expect(banner.getByRole('button', { name: 'Open menu' })).toBeHidden()
      await expectTidyHeader(page)
    })
  }
})

test('below 768 px the slide-in menu has the balance, its label and Buy Credits', async ({ page }) => {
  await signUp(page, newAccount('narrow'))
  await page.setViewportSize({ width: 767, height: 800 })
  const banner = page.getByRole('banner')
  await expect(banner.getByTestId('credit-count').locator('visible=true')).toBeVisible()
  await expect(banner.getByText('Credits', { exact: true }).locator('visible=true')).toBeVisible()
  await banner.getByRole('button', { name: 'Open menu' }).click()
  const menu = page.getByRole('dialog')
  await expect(menu).toContainText('10 Credits')
  await expect(menu.getByRole('link', { name: 'Buy Credits' })).toBeVisible()
  await menu.getByRole('link', { name: 'Buy Credits' }).click()
  await expect(page).toHaveURL(/\/purchase$/)
  await expect(menu).toBeHidden()
})

test('a visitor sees Login and Sign Up beside every link from 768 px', async ({ page }) => {
  await page.goto('/')
  const banner = page.getByRole('banner')
  for (const width of [768, 1024, 1280]) {
    await page.setViewportSize({ width, height: 800 })
    await expect(banner.getByRole('link', { name: 'Login' })).toBeVisible()
    await expect(banner.getByRole('link', { name: 'Sign Up' })).toBeVisible()
    await expect(banner.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' })).toBeVisible()
    await expectTidyHeader(page)
  }
})

test('screenshots of the header at 800 and 1024 px', async ({ page }) => {
  mkdirSync(SCREENSHOT_DIR, { recursive: true })
  await signUp(page, newAccount('headershots'))
  await page.goto('/dashboard')
  for (const width of [800, 1024]) {
    await page.setViewportSize({ width, height: 600 })
    await expect(page.getByRole('banner').getByRole('link', { name: 'Buy Credits' })).toBeVisible()
    await page.evaluate(() => document.fonts.ready)
    await page.screenshot({ path: `${SCREENSHOT_DIR}/header-${width}.png`, clip: { x: 0, y: 0, width, height: 220 } })
  }
})
