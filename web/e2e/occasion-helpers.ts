import { mkdirSync } from 'node:fs'
import { expect, type Locator, type Page } from '@playwright/test'
import { expectImageLoaded } from './support'

/** The wizard's occasions, by their id (the style samples' folder) and their label. */
export const OCCASIONS = [
  ['birthday', 'Birthday'],
  ['anniversary', 'Anniversary'],
  ['wedding', 'Wedding'],
  ['graduation', 'Graduation'],
  ['thank_you', 'Thank You'],
  ['get_well', 'Get Well'],
  ['new_baby', 'New Baby'],
  ['sympathy', 'Sympathy'],
] as const

export const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue' })
const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name })
export const resultPanel = (page: Page) => page.getByRole('region', { name: 'Your card' })

export async function screenshot(page: Page, name: string, { fullPage = false } = {}) {
  mkdirSync('test-results/screenshots', { recursive: true })
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage })
}

/** From a fresh wizard to the style step for `occasion` (a label), leaving the description empty. */
export async function walkToStyles(page: Page, occasion: string) {
  await page.goto('/create')
  await page.getByRole('radio', { name: occasion, exact: true }).check()
  await continueButton(page).click()
  await expect(stepHeading(page, 'Describe your card')).toBeVisible()
  await continueButton(page).click()
  await expect(stepHeading(page, 'Pick an art style')).toBeVisible()
}

/** The six style samples on screen, each loaded from the occasion's own folder. */
export async function expectSamplesOf(page: Page, occasionId: string) {
  const pictures = page.getByRole('group', { name: 'Art style' }).locator('img')
  await expect(pictures).toHaveCount(6)
  for (const sample of await pictures.all()) {
    await expect(sample).toHaveAttribute('src', new RegExp(`^/images/styles/${occasionId}/\\w+\\.webp$`))
    await sample.scrollIntoViewIfNeeded()
    await expectImageLoaded(sample)
  }
  await page.evaluate(() => window.scrollTo(0, 0))
}

/** Signed in, on the review of a card for `occasion` with `text`, at Low quality; then generated. */
export async function makeCard(page: Page, { occasion, style, text }: { occasion: string; style: string; text: string }) {
  await walkToStyles(page, occasion)
  await page.getByRole('radio', { name: new RegExp(`^${style}`) }).check()
  await continueButton(page).click()
  await page.getByLabel('Card text').fill(text)
  await continueButton(page).click()
  await continueButton(page).click()
  await expect(stepHeading(page, 'Review your card')).toBeVisible()
  await page.getByRole('radio', { name: /^Low/ }).check()
  await page.getByRole('button', { name: 'Generate Card' }).click()
}

/** The review's answer for the card's words. */
export function reviewedText(page: Page): Locator {
  return page.locator('dl div').filter({ has: page.locator('dt', { hasText: /^Card text$/ }) }).locator('dd').first()
}
