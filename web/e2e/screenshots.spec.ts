import { mkdirSync } from 'node:fs'
import { expect, test } from '@playwright/test'

// Pictures of the main pages at phone and desktop widths, for people to look at
// (test-results/screenshots, not committed).
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'login', path: '/login' },
  { name: 'signup', path: '/signup' },
  { name: 'create', path: '/create' },
  { name: 'article', path: '/article' },
  { name: 'terms', path: '/terms' },
  { name: 'api-docs', path: '/api-docs' },
  { name: 'not-found', path: '/no-such-page' },
]
const WIDTHS = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]
const OUT_DIR = 'test-results/screenshots'

test('screenshots of the main pages', async ({ page }) => {
  mkdirSync(OUT_DIR, { recursive: true })
  for (const viewport of WIDTHS) {
    await page.setViewportSize(viewport)
    for (const { name, path } of PAGES) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
      await page.evaluate(() => document.fonts.ready)
      await page.screenshot({ path: `${OUT_DIR}/${name}-${viewport.width}.png`, fullPage: true })
    }
  }
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } })

  test('a screenshot of the prerendered landing page', async ({ page }) => {
    mkdirSync(OUT_DIR, { recursive: true })
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // Playwright waits for the web fonts before it takes the picture.
    await page.screenshot({ path: `${OUT_DIR}/home-375-no-js.png`, fullPage: true })
  })
})
