import { expect, test, type Locator } from '@playwright/test'
import { creditCount, newAccount, signUp } from './support'

const PROMPT = 'A birthday card with balloons and confetti'

async function box(locator: Locator) {
  const found = await locator.boundingBox()
  if (!found) throw new Error('not on screen')
  return found
}

test('on a phone, a new image scrolls into view and its toast leaves the header balance visible', async ({ page }) => {
  await signUp(page, newAccount('phone'))
  await page.goto('/generate')
  await page.getByLabel('Describe your image').fill(PROMPT)
  await page.getByRole('radio', { name: /^Low/ }).check()
  await page.getByRole('button', { name: 'Generate Image' }).click()

  const toast = page.getByRole('listitem').filter({ hasText: 'Image Generated!' })
  await expect(toast).toBeVisible()
  const result = page.getByRole('region', { name: 'Preview' }).getByRole('img', { name: PROMPT })
  await expect(result).toBeInViewport({ ratio: 0.5 })
  await expect(creditCount(page)).toHaveText('9')
  await expect(creditCount(page)).toBeInViewport()

  const header = await box(page.getByRole('banner'))
  const note = await box(toast)
  expect(note.y, 'the toast sits below the header').toBeGreaterThanOrEqual(header.y + header.height)
})
