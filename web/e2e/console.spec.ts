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

test('a walk through the app as a visitor writes nothing to the console', async ({ page }) => {
  const trouble = collectConsoleTrouble(page)
  await walk(page, ['/', '/login', '/signup', '/forgot-password', '/generate', '/dashboard', '/dashboard/transactions'])
  expect(trouble).toEqual([])
})

test('a walk through the app signed in writes nothing to the console', async ({ page }) => {
  await signUp(page, newAccount('quiet'))
  const trouble = collectConsoleTrouble(page)
  await walk(page, ['/', '/generate', '/gallery', '/purchase', '/dashboard', '/dashboard/transactions', '/login'])
  // And the same screens reached by clicking, as people mostly do.
  const nav = page.getByRole('navigation', { name: 'Main' })
  await nav.getByRole('link', { name: 'Gallery' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'My Images' })).toBeVisible()
  await nav.getByRole('link', { name: 'Create Image' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'AI Image Generator' })).toBeVisible()
  expect(trouble).toEqual([])
})
