import { expect, test, type Locator } from '@playwright/test'
import {
  box,
  expectGalleryRowsAligned,
  expectNoSidewaysScroll,
  makeGalleryImages,
  partScreenshot,
  screenshot,
} from './customer-polish-helpers'
import { sendCardByEmail, visitorPage } from './sending-helpers'
import { expectImageLoaded, newAccount, signUp, waitForHydration } from './support'

// Points from a customer review, on a 375 px phone (customer-polish.spec.ts has the desktop's).

test('on a phone the gallery cards line up and their dates stay on one line', async ({ page }) => {
  await signUp(page, newAccount('rows'))
  await makeGalleryImages(page)
  await page.goto('/gallery')
  const cards = page.getByRole('list', { name: 'Your images' }).getByRole('listitem')
  await expect(cards).toHaveCount(4)
  for (const image of await cards.getByRole('img').all()) await expectImageLoaded(image)

  expect(await expectGalleryRowsAligned(cards)).toEqual([2, 2])
  await expectNoSidewaysScroll(page)
  await screenshot(page, 'polish-gallery')
})

test('on a phone the API price table scrolls inside its frame and says so, and every column can be reached', async ({ page }) => {
  await page.goto('/api-docs')
  await waitForHydration(page)
  const prices = page.getByRole('table', { name: 'Credits per image, by quality and size' })
  await prices.scrollIntoViewIfNeeded()
  await expectNoSidewaysScroll(page)

  const scroller = page.getByRole('region', { name: 'Price table (scrolls sideways)' })
  const frame = scroller.locator('..')
  await expect(page.getByText('Scroll sideways to see every column')).toBeVisible()
  await expect(frame.getByTestId('fade-after')).toHaveCSS('opacity', '1')
  await screenshot(page, 'polish-api-docs')
  await partScreenshot(page.locator('#costs'), 'polish-api-docs-pricing')

  // Every column: the first in sight now, the last once the table is scrolled to its end.
  const headers = prices.getByRole('columnheader')
  await expect(headers).toHaveText(['Quality', '1024x1024', '1024x1536', '1536x1024', 'auto'])
  const inside = async (locator: Locator) => {
    const outer = await box(scroller)
    const inner = await box(locator)
    return inner.x >= outer.x - 1 && inner.x + inner.width <= outer.x + outer.width + 1
  }
  expect(await inside(headers.first())).toBe(true)
  expect(await inside(headers.last())).toBe(false)
  await scroller.evaluate((element) => element.scrollTo({ left: element.scrollWidth }))
  await expect.poll(() => inside(headers.last())).toBe(true)
  await expect(prices.getByRole('row').filter({ hasText: 'high' }).getByRole('cell').last()).toBeVisible()
  await expect(frame.getByTestId('fade-after')).toHaveCSS('opacity', '0')
  // Each row keeps its quality in sight, pinned at the left edge with a shadow over what scrolled under it.
  expect(await inside(headers.first())).toBe(true)
  expect(await inside(prices.getByRole('rowheader', { name: 'high' }))).toBe(true)
  await expect(scroller).toHaveAttribute('data-scrolled', 'true')
  await expect.poll(() => headers.first().evaluate((cell) => getComputedStyle(cell, '::after').opacity)).toBe('1')
  await expectNoSidewaysScroll(page)
  await partScreenshot(page.locator('#costs'), 'polish-api-docs-pricing-scrolled')

  await test.step('the rate limits show every column too', async () => {
    await page.getByRole('tab', { name: 'Authentication', exact: true }).click()
    const tiers = page.getByRole('tabpanel').first().getByRole('table', { name: 'Rate limits by tier' })
    await tiers.scrollIntoViewIfNeeded()
    await expectNoSidewaysScroll(page)
    const wrapper = tiers.locator('..')
    // Either it fits, or it scrolls inside its frame with the hint.
    const fits = await wrapper.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)
    if (!fits) await expect(page.getByText('Scroll sideways to see every column')).toBeVisible()
    await wrapper.evaluate((element) => element.scrollTo({ left: element.scrollWidth }))
    await expect(tiers.getByRole('columnheader', { name: 'Who' })).toBeInViewport()
    await expect(tiers.getByRole('row').filter({ hasText: 'Premium' })).toContainText('10,000')
    await partScreenshot(tiers.locator('xpath=ancestor::section[1]'), 'polish-api-docs-tiers')
  })
})

test("on a phone a recipient's card page has no header, and its footer offers to make one's own", async ({ page, browser, baseURL }) => {
  const card = await sendCardByEmail(page, 'quietphone')
  const visitor = await visitorPage(browser, baseURL!, {
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
    reducedMotion: 'reduce',
  })
  await visitor.emulateMedia({ reducedMotion: 'reduce' })
  await visitor.goto(card.link)
  await expect(visitor.getByTestId('opened-card')).toBeVisible()
  await expectImageLoaded(visitor.getByRole('img', { name: /^A greeting card for a joyful birthday/ }))

  await expect(visitor.getByRole('banner')).toHaveCount(0)
  await expect(visitor.getByRole('button', { name: 'Open menu' })).toHaveCount(0)
  const makeYourOwn = visitor.getByRole('contentinfo').getByRole('link', { name: /Make your own card/ })
  await makeYourOwn.scrollIntoViewIfNeeded()
  await expect(makeYourOwn).toBeVisible()
  expect((await box(makeYourOwn)).height).toBeGreaterThanOrEqual(44)
  await expectNoSidewaysScroll(visitor)
  await screenshot(visitor, 'polish-received-card')
})

test('on a phone the help centre tells of the demo checkout', async ({ page }) => {
  await page.goto('/help')
  await waitForHydration(page)
  await page.getByRole('button', { name: 'How do I pay?' }).tap()
  await expect(page.getByRole('region', { name: 'How do I pay?' })).toContainText('built-in demo checkout')
  await expect(page.getByRole('main')).not.toContainText('Stripe')
  await expectNoSidewaysScroll(page)
  await screenshot(page, 'polish-help')
})

test('on a phone the home hero promises only what every image maker does', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  const hero = page.locator('section').filter({ has: page.getByRole('heading', { level: 1 }) })
  await expect(hero).toContainText('Pick the occasion and a style, add your own words')
  await expect(hero).not.toContainText(/our AI|AI-powered|one-of-a-kind/i)
  await expectNoSidewaysScroll(page)
  await partScreenshot(hero, 'polish-home-hero')
})
