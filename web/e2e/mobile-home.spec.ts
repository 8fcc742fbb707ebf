import { expect, test, type Locator, type Page } from '@playwright/test'

/** The carousel, scrolled to and loaded, with its clock stopped so no card moves on by itself. */
async function stillCarousel(page: Page) {
  await page.clock.install({ time: new Date('2026-11-24T10:00:00Z') })
  await page.goto('/')
  await page.getByRole('heading', { name: 'Cards for every occasion' }).scrollIntoViewIfNeeded()
  const region = page.getByRole('region', { name: 'Example cards' })
  await expect(region.getByRole('button', { name: /^Show card/ })).toHaveCount(4)
  await page.clock.pauseAt(new Date('2026-11-24T10:01:00Z'))
  await region.getByRole('button', { name: 'Show card 1 of 4' }).tap()
  await page.clock.runFor(1000)
  await region.scrollIntoViewIfNeeded()
  return region
}

/** The inert side of a card that holds `element`, if that side is turned away. */
const turnedAway = (element: Locator) => element.locator('xpath=ancestor::*[@inert]')

test('on a phone the carousel shows one card, which turns over on a tap and back with Flip Back', async ({ page }) => {
  const region = await stillCarousel(page)
  const first = region.getByRole('group', { name: '1 of 4' })
  await expect(first).toBeInViewport({ ratio: 0.9 })
  await expect(region.getByRole('group', { name: '2 of 4' })).not.toBeInViewport()
  await expect(first.getByText('Tap to flip')).toBeVisible()

  await first.getByRole('button', { name: 'Tap to flip the Birthday Celebration Card' }).tap()
  const flipBack = first.getByRole('button', { name: 'Flip Back' })
  await expect(flipBack).toBeFocused()
  await expect(turnedAway(flipBack)).toHaveCount(0)
  await expect(first.getByText(/Balloons, bunting and a frosted cake/).locator('visible=true')).toBeVisible()
  // A tap turns the card, it does not open the viewer.
  await expect(page.getByRole('dialog')).toHaveCount(0)

  await flipBack.tap()
  await expect(first.getByRole('button', { name: 'Tap to flip the Birthday Celebration Card' })).toBeFocused()
  // The side turned away is inert: out of reach of taps, the keyboard and screen readers.
  await expect(turnedAway(flipBack)).toHaveCount(1)
})

test('on a phone the arrows move one card at a time', async ({ page }) => {
  const region = await stillCarousel(page)
  await region.getByRole('button', { name: 'Next card' }).tap()
  await page.clock.runFor(1000)
  await expect(region.getByRole('group', { name: '2 of 4' })).toBeInViewport({ ratio: 0.9 })
  await expect(region.getByRole('group', { name: '1 of 4' })).not.toBeInViewport()

  await region.getByRole('button', { name: 'Previous card' }).tap()
  await region.getByRole('button', { name: 'Previous card' }).tap()
  await page.clock.runFor(1000)
  // Looping: before the first card comes the last.
  await expect(region.getByRole('group', { name: '4 of 4' })).toBeInViewport({ ratio: 0.9 })
})

test('on a phone the preview tabs fit and switch', async ({ page }) => {
  await page.goto('/')
  await page.locator('#generate').scrollIntoViewIfNeeded()
  const imageTab = page.getByRole('tab', { name: 'Image Generator Preview' })
  await expect(imageTab).toBeVisible()
  const list = await page.getByRole('tablist', { name: 'Try it here' }).boundingBox()
  expect(list!.x + list!.width).toBeLessThanOrEqual(375)

  await imageTab.tap()
  await expect(page.getByRole('heading', { name: 'Create an Account to Generate Images' })).toBeVisible()
  await page.getByRole('tab', { name: 'Card Creator Preview' }).tap()
  await expect(page.getByRole('heading', { name: "What's the occasion?" })).toBeVisible()
})

test('on a phone View Pricing scrolls to the packages', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('link', { name: 'View Pricing' }).tap()

  await expect(page).toHaveURL(/\/#pricing$/)
  await expect(page.locator('#pricing').getByRole('heading', { name: 'Pay only for what you create' })).toBeInViewport()
})
