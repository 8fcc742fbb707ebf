import { mkdirSync } from 'node:fs'
import { expect, type Locator, type Page } from '@playwright/test'
import { SCREENSHOT_DIR } from './purchase-helpers'

/** A full-page picture at the page's current width, for people to look at. */
export async function screenshot(page: Page, name: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true })
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.evaluate(() => document.fonts.ready)
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}-${page.viewportSize()!.width}.png`, fullPage: true })
}

/** A picture of one part of the page (a section), at the page's current width. */
export async function partScreenshot(part: Locator, name: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true })
  await part.page().evaluate(() => document.fonts.ready)
  await part.screenshot({ path: `${SCREENSHOT_DIR}/${name}-${part.page().viewportSize()!.width}.png` })
}

/** Against the screen's width, not window.innerWidth (which a phone widens to fit the content). */
export async function expectNoSidewaysScroll(page: Page) {
  const width = page.viewportSize()!.width
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
}

type Box = { x: number; y: number; width: number; height: number }
export const box = async (locator: Locator): Promise<Box> => (await locator.boundingBox())!

/** Four images, newest first, so each row of two pairs a long prompt with a short one, and the
 * longest quality name ("Medium") sits beside the shortest ("Low"). 7 of the 10 free credits. */
export async function makeGalleryImages(page: Page) {
  const { csrfToken } = (await (await page.request.get('/api/csrf-token')).json()) as { csrfToken: string }
  for (const [prompt, quality] of [
    ['Red balloons', 'low'],
    ['A watercolour garden party at dusk with paper lanterns in the trees, a long table of cakes and friends laughing', 'medium'],
    ['A sleepy fox curled up under a snowy pine tree, with soft falling snow and a warm orange glow from a cabin window', 'low'],
    ['Sunflowers', 'low'],
  ]) {
    const response = await page.request.post('/api/images/generate', {
      headers: { 'CSRF-Token': csrfToken },
      data: { prompt, size: '1024x1024', quality, outputFormat: 'png' },
    })
    expect(response.status()).toBe(201)
  }
}

/**
 * The gallery's cards line up: each date is one line tall, and the cards of a row (grouped by
 * their top edge) have one height, with their dates and action buttons level. Returns the
 * number of cards in each row.
 */
export async function expectGalleryRowsAligned(cards: Locator): Promise<number[]> {
  for (const time of await cards.locator('time').all()) {
    const { height, lineHeight } = await time.evaluate((element) => ({
      height: element.getBoundingClientRect().height,
      lineHeight: parseFloat(getComputedStyle(element).lineHeight),
    }))
    expect(height, `${await time.textContent()} takes one line`).toBeLessThanOrEqual(lineHeight + 1)
  }
  const rows = new Map<number, Locator[]>()
  for (const card of await cards.all()) {
    const top = Math.round((await box(card)).y)
    rows.set(top, [...(rows.get(top) ?? []), card])
  }
  const parts = [
    (card: Locator) => card.locator('time'),
    (card: Locator) => card.getByRole('button', { name: 'Download image' }),
    (card: Locator) => card.getByRole('button', { name: 'Delete image' }),
  ]
  for (const [first, ...others] of rows.values()) {
    for (const other of others) {
      expect(Math.abs((await box(first)).height - (await box(other)).height), 'cards of a row are one height').toBeLessThanOrEqual(1)
      for (const part of parts) {
        expect(Math.abs((await box(part(first))).y - (await box(part(other))).y), 'dates and actions are level').toBeLessThanOrEqual(1)
      }
    }
  }
  return [...rows.values()].map((row) => row.length)
}
