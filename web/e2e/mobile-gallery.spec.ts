import { mkdirSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { generateThroughApi, SCREENSHOT_DIR } from './purchase-helpers'
import { newAccount, signUp } from './support'

test('on a phone every gallery filter chip is on screen', async ({ page }) => {
  await signUp(page, newAccount('chips'))
  await generateThroughApi(page, 'A birthday card with red balloons')
  await page.goto('/gallery')
  const filters = page.getByRole('group', { name: 'Filter images' })
  const width = page.viewportSize()!.width
  for (const name of ['All Images', 'Greeting Cards', 'Invitations', 'Art']) {
    const chip = filters.getByRole('button', { name, exact: true })
    await expect(chip).toBeVisible()
    const box = await chip.boundingBox()
    expect(box!.x, `${name} starts on screen`).toBeGreaterThanOrEqual(0)
    expect(box!.x + box!.width, `${name} ends on screen`).toBeLessThanOrEqual(width)
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)

  mkdirSync(SCREENSHOT_DIR, { recursive: true })
  await page.evaluate(() => document.fonts.ready)
  await page.screenshot({ path: `${SCREENSHOT_DIR}/gallery-filters-${width}.png` })
})
