import { expect, test, type Page } from '@playwright/test'
import { collectConsoleTrouble, newAccount, signUp } from './support'

/** Full loads of every screen, as a visitor would open them from a link or a bookmark. */
async function walk(page: Page, paths: string[]) {
  for (const path of paths) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    await page.waitForLoadState('networkidle')
  }
}

/** Pages prerendered at build time (src/app/prerendered-paths.ts): a full load hydrates them,
 * and any difference from the HTML would be reported here. A filter in the blog's address
 * applies only after hydration. */
const PRERENDERED = [
  '/',
  '/blog',
  '/blog?category=Wedding+Cards&q=toast',
  '/article',
  '/about',
  '/help',
  '/tutorials',
  '/prompts',
  '/api-docs',
  '/terms',
  '/privacy',
  '/copyright',
  '/content-policy',
]

test('a walk through the app as a visitor writes nothing to the console', async ({ page }) => {
  const trouble = collectConsoleTrouble(page)
  await walk(page, [...PRERENDERED, '/login', '/signup', '/forgot-password', '/generate', '/dashboard', '/dashboard/transactions'])
  expect(trouble).toEqual([])
})

test('a walk through the app signed in writes nothing to the console', async ({ page }) => {
  await signUp(page, newAccount('quiet'))
  const trouble = collectConsoleTrouble(page)
  await walk(page, [...PRERENDERED, '/generate', '/gallery', '/purchase', '/dashboard', '/dashboard/transactions', '/login'])
  // And the same screens reached by clicking, as people mostly do.
  const nav = page.getByRole('navigation', { name: 'Main' })
  await nav.getByRole('link', { name: 'Gallery' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'My Images' })).toBeVisible()
  await nav.getByRole('link', { name: 'Create Image' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'AI Image Generator' })).toBeVisible()
  expect(trouble).toEqual([])
})
