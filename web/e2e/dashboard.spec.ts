import { mkdirSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { buyThroughDemoCheckout, generateThroughApi, SCREENSHOT_DIR, screenshots } from './purchase-helpers'
import { creditCount, logIn, logOutFromAccountMenu, newAccount, signUp } from './support'

test('a visitor is asked to log in', async ({ page }) => {
  await page.goto('/dashboard')
  await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible()
  await expect(page.getByText('Please log in to view your dashboard')).toBeVisible()
  await page.getByRole('link', { name: 'Log In' }).click()
  await expect(page).toHaveURL(/\/login\?redirect=\/dashboard$/)
})

test('the dashboard shows real totals, recent images and a paginated transaction history', async ({ page }) => {
  const account = newAccount('dash')
  await signUp(page, account)
  await buyThroughDemoCheckout(page, 'Starter', '$4.99')
  await buyThroughDemoCheckout(page, 'Starter', '$4.99')
  for (const prompt of ['A birthday card with red balloons', 'A thank you card with daisies', 'A snowy holiday village']) {
    await generateThroughApi(page, prompt)
  }

  await page.goto('/dashboard')
  await expect(page.getByRole('heading', { name: `Welcome back, ${account.username}` })).toBeVisible()

  await test.step('summary cards', async () => {
    await expect(page.getByRole('region', { name: 'Credit Balance' })).toContainText('107')
    await expect(page.getByRole('region', { name: 'Images Generated' })).toContainText('3')
    await expect(page.getByRole('region', { name: 'Credits Used' })).toContainText('3')
    await expect(creditCount(page)).toHaveText('107')
  })

  await test.step('recent images link to the gallery', async () => {
    const images = page.getByRole('table', { name: 'Recent images' })
    await expect(images.getByRole('link', { name: 'View' })).toHaveCount(3)
    await expect(images.getByRole('row').nth(1)).toContainText('A snowy holiday village')
    await expect(images.getByRole('row').nth(1)).toContainText('1 credit')
    await expect(images.getByRole('link', { name: 'View' }).first()).toHaveAttribute('href', /^\/gallery\?image=.+/)
  })

  await test.step('transactions: 6 rows on one page, then 5 a page', async () => {
    const section = page.getByRole('region', { name: 'Transaction History' })
    const rows = section.getByRole('table').locator('tbody tr')
    await expect(rows).toHaveCount(6)
    await expect(section.getByLabel('Rows per page')).toHaveValue('10')
    await expect(section.getByRole('button', { name: 'Next' })).toBeDisabled()
    await expect(rows.filter({ hasText: 'Purchased 50 credits (Starter)' })).toHaveCount(2)

    await section.getByLabel('Rows per page').selectOption('5')
    await expect(rows).toHaveCount(5)
    await expect(section.getByText('Page 1 of 2')).toBeVisible()
    await section.getByRole('button', { name: 'Next' }).click()
    await expect(rows).toHaveCount(1)
    await expect(section.getByText('Page 2 of 2')).toBeVisible()
  })

  await test.step('the Credits Used card jumps to the history', async () => {
    await page.getByRole('region', { name: 'Credits Used' }).getByRole('link').click()
    await expect(page).toHaveURL(/#recent-activity$/)
    await expect(page.getByRole('region', { name: 'Transaction History' })).toBeInViewport()
  })
})

test('changing the password on the dashboard, then logging in with the new one', async ({ page }) => {
  const account = newAccount('pwchange')
  const newPassword = `${account.password}-new`
  await signUp(page, account)
  await page.goto('/dashboard#account-settings')
  const settings = page.getByRole('region', { name: 'Account Settings' })
  await expect(settings).toContainText(account.email)

  await settings.getByLabel('Current password').fill('not-the-password')
  await settings.getByLabel('New password', { exact: true }).fill(newPassword)
  await settings.getByLabel('Confirm new password').fill(newPassword)
  await settings.getByRole('button', { name: 'Change password' }).click()
  await expect(page.locator('#currentPassword-error')).toHaveText('Your current password is incorrect')
  await expect(page.getByText('Password not changed', { exact: true })).toBeVisible()

  await settings.getByLabel('Current password').fill(account.password)
  await settings.getByRole('button', { name: 'Change password' }).click()
  await expect(page.getByText('Password changed', { exact: true })).toBeVisible()
  await expect(settings.getByLabel('Current password')).toHaveValue('')

  await logOutFromAccountMenu(page)
  await logIn(page, account)
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible()
  await logIn(page, { email: account.email, password: newPassword }, '/login?redirect=/dashboard')
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('heading', { name: `Welcome back, ${account.username}` })).toBeVisible()
})

test('screenshots of the dashboard', async ({ page }) => {
  mkdirSync(SCREENSHOT_DIR, { recursive: true })
  await signUp(page, newAccount('dashshots'))
  await buyThroughDemoCheckout(page, 'Value', '$14.99')
  for (const prompt of ['A watercolor birthday card with a golden retriever', 'Wedding invitation with soft roses']) {
    await generateThroughApi(page, prompt)
  }
  await page.goto('/dashboard')
  await screenshots(page, 'dashboard', () =>
    expect(page.getByRole('table', { name: 'Recent images' }).getByRole('link', { name: 'View' })).toHaveCount(2),
  )
})
