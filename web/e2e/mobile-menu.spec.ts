import { expect, test } from '@playwright/test'
import { newAccount, signUp, waitForHydration } from './support'

test('the side menu opens, lists every link, navigates and closes', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()

  await page.getByRole('button', { name: 'Open menu' }).click()
  const menu = page.getByRole('dialog')
  await expect(menu).toBeVisible()
  for (const name of ['How It Works', 'Create Card', 'Create Image', 'Gallery', 'Pricing', 'Sympathy Cards Guide']) {
    await expect(menu.getByRole('link', { name, exact: true })).toBeVisible()
  }
  await expect(menu.getByText('Articles & Guides')).toBeVisible()

  await menu.getByRole('link', { name: 'Sign Up', exact: true }).click()
  await expect(page).toHaveURL(/\/signup$/)
  await expect(menu).toBeHidden()
  await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible()
})

test('signed in, the side menu shows the balance and logs out', async ({ page }) => {
  const account = newAccount('mobile')
  await signUp(page, account)
  await expect(page.getByTestId('credit-count').locator('visible=true')).toHaveText('10')

  await page.getByRole('button', { name: 'Open menu' }).click()
  const menu = page.getByRole('dialog')
  await expect(menu).toContainText(account.username)
  await expect(menu).toContainText('10 Credits')
  await expect(menu.getByRole('link', { name: 'Buy Credits' })).toHaveAttribute('href', '/purchase')

  await menu.getByRole('button', { name: 'Logout' }).click()
  await expect(menu).toBeHidden()
  await expect(page.getByText('Logged out', { exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Open menu' }).click()
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Login' })).toBeVisible()
})
