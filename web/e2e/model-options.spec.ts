import { mkdirSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { newAccount, signUp } from './support'

// Pictures for people to look at, beside the other specs' (not committed).
const SCREENSHOT_DIR = 'test-results/screenshots'
const WIDTHS = [375, 1280]

/** Answers GET /api/pricing with the server's own answer, as if its image model could make only
 * square images and no transparent background (the built-in renderer makes everything). */
async function withNarrowModel(page: Page) {
  await page.route('**/api/pricing', async (route) => {
    const response = await route.fetch()
    const pricing = (await response.json()) as { options: Record<string, unknown> }
    const options = { ...pricing.options, transparentBackground: false, sizes: ['1024x1024'] }
    await route.fulfill({ response, json: { ...pricing, options } })
  })
}

test('the image form offers only what the image model in use can make', async ({ page }) => {
  mkdirSync(SCREENSHOT_DIR, { recursive: true })
  await signUp(page, newAccount('options'))
  await withNarrowModel(page)
  // A full load, so the form reads the narrowed answer rather than one cached since sign-up.
  await page.goto('/generate')
  const sizes = page.getByRole('group', { name: 'Size' }).getByRole('radio')
  const transparency = page.getByRole('switch', { name: 'Transparent background' })

  for (const width of WIDTHS) {
    await test.step(`${width} px`, async () => {
      await page.setViewportSize({ width, height: width < 768 ? 812 : 800 })
      // Waits for the form too: the skeleton before it has no radios.
      await expect(sizes).toHaveCount(1)
      await expect(page.getByRole('radio', { name: /^Square/ })).toBeChecked()

      for (const format of [/^PNG/, /^WebP/]) {
        const radio = page.getByRole('radio', { name: format })
        await radio.check()
        await expect(radio).toBeChecked()
        await expect(transparency).toHaveCount(0)
      }
      // WebP's other setting is still offered, where the switch would have been beside it.
      await expect(page.getByRole('slider', { name: 'Compression' })).toBeVisible()

      // The header is sticky: from the top, it is drawn where it belongs.
      await page.evaluate(async () => {
        window.scrollTo(0, 0)
        await document.fonts.ready
      })
      await page.screenshot({ path: `${SCREENSHOT_DIR}/model-options-${width}.png`, fullPage: true })
    })
  }
})
