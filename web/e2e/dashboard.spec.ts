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

test('the dashboard shows real totals, recent images and the newest transactions', async ({ page }) => {
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

  await test.step('recent images link to the gallery, sized as the gallery writes it, with no paging', async () => {
    const section = page.getByRole('region', { name: 'Recent Images' })
    const images = section.getByRole('table', { name: 'Recent images' })
    await expect(images.getByRole('link', { name: 'View' })).toHaveCount(3)
    await expect(images.getByRole('row').nth(1)).toContainText('A snowy holiday village')
    await expect(images.getByRole('row').nth(1)).toContainText('1 credit')
    await expect(images.getByRole('row').nth(1).getByRole('cell', { name: '1024 × 1024 (Square)' })).toBeVisible()
    await expect(images.getByRole('link', { name: 'View' }).first()).toHaveAttribute('href', /^\/gallery\?image=.+/)
    await expect(section.getByLabel('Rows per page')).toHaveCount(0)
    await expect(section.getByRole('button', { name: /Previous|Next/ })).toHaveCount(0)
  })

  const history = page.getByRole('region', { name: 'Transaction History' })

  await test.step('transactions: the five newest, Buy Credits and View all', async () => {
    const rows = history.getByRole('table').locator('tbody tr')
    await expect(rows).toHaveCount(5)
    await expect(rows.first()).toContainText('Image generation (low, 1024x1024)')
    await expect(rows.filter({ hasText: 'Signup bonus' })).toHaveCount(0)
    await expect(history.getByLabel('Rows per page')).toHaveCount(0)
    await expect(history.getByRole('link', { name: 'Buy Credits' })).toHaveAttribute('href', '/purchase')
  })

  await test.step('a generation row opens the image it paid for', async () => {
    const charge = history.getByRole('link', { name: 'Image generation (low, 1024x1024)' }).first()
    await expect(charge).toHaveAttribute('href', /^\/gallery\?image=.+/)
    await charge.click()
    const viewer = page.getByRole('dialog', { name: 'Image details' })
    await expect(viewer).toContainText('A snowy holiday village')
    await page.goBack()
  })

  await test.step('View all: the whole history, paginated', async () => {
    await page.getByRole('region', { name: 'Transaction History' }).getByRole('link', { name: 'View all' }).click()
    await expect(page).toHaveURL(/\/dashboard\/transactions$/)
    await expect(page).toHaveTitle('Transaction History | Cardsmith')
    const rows = page.getByRole('table', { name: 'Transaction history' }).locator('tbody tr')
    await expect(rows).toHaveCount(6)
    await expect(rows.filter({ hasText: 'Purchased 50 credits (Starter)' })).toHaveCount(2)
    await expect(page.getByText('6 entries')).toBeVisible()
    await page.getByLabel('Rows per page').selectOption('5')
    await expect(rows).toHaveCount(5)
    await expect(page.getByText('Page 1 of 2')).toBeVisible()
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(rows).toHaveCount(1)
    await expect(rows.first()).toContainText('Signup bonus')
    await expect(page).toHaveURL(/\/dashboard\/transactions\?page=2&limit=5$/)
    await page.reload()
    await expect(rows).toHaveCount(1)
  })

  await test.step('the Credits Used card jumps to the history', async () => {
    await page.goto('/dashboard')
    await page.getByRole('region', { name: 'Credits Used' }).getByRole('link').click()
    await expect(page).toHaveURL(/#recent-activity$/)
    await expect(page.getByRole('region', { name: 'Transaction History' })).toBeInViewport()
  })
})

test('Images Generated counts generations, so deleting an image does not lower it', async ({ page }) => {
  await signUp(page, newAccount('count'))
  for (const prompt of ['A birthday card with red balloons', 'A thank you card with daisies']) {
    await generateThroughApi(page, prompt)
  }
  const { csrfToken } = (await (await page.request.get('/api/csrf-token')).json()) as { csrfToken: string }
  const [first] = ((await (await page.request.get('/api/images')).json()) as { images: { id: string }[] }).images
  expect((await page.request.delete(`/api/images/${first.id}`, { headers: { 'CSRF-Token': csrfToken } })).status()).toBe(200)

  await page.goto('/dashboard')
  await expect(page.getByRole('region', { name: 'Images Generated' })).toContainText('2')
  await expect(page.getByRole('region', { name: 'Credits Used' })).toContainText('2')
})

test('after generating, the dashboard shows the new balance, total and transaction without a reload', async ({ page }) => {
  await signUp(page, newAccount('fresh'))
  await page.goto('/dashboard')
  await expect(page.getByRole('region', { name: 'Images Generated' })).toContainText('0')
  await expect(page.getByRole('region', { name: 'Transaction History' }).locator('tbody tr')).toHaveCount(1)

  // Client-side navigation throughout: the dashboard's data stays in the page's cache.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Create Image' }).click()
  await page.getByLabel('Describe your image').fill('A birthday card with red balloons')
  await page.getByRole('radio', { name: /^Low/ }).check()
  await page.getByRole('button', { name: 'Generate Image' }).click()
  await expect(page.getByText('Image Generated!', { exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Open account menu' }).click()
  await page.getByRole('menuitem', { name: 'Dashboard' }).click()

  await expect(page.getByRole('region', { name: 'Images Generated' })).toContainText('1')
  await expect(page.getByRole('region', { name: 'Credit Balance' })).toContainText('9')
  await expect(page.getByRole('region', { name: 'Credits Used' })).toContainText('1')
  const rows = page.getByRole('region', { name: 'Transaction History' }).locator('tbody tr')
  await expect(rows).toHaveCount(2)
  await expect(rows.first()).toContainText('Image generation (low, 1024x1024)')
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

test('screenshots of the dashboard and the transaction history', async ({ page }) => {
  mkdirSync(SCREENSHOT_DIR, { recursive: true })
  await signUp(page, newAccount('dashshots'))
  await buyThroughDemoCheckout(page, 'Value', '$14.99')
  const prompts = [
    'A watercolor birthday card with a golden retriever',
    'Wedding invitation with soft roses',
    'A thank you card with sunflowers in a blue vase',
    'Abstract painting of a mountain lake at dawn',
    'A snowy holiday village at night',
    'Garden party invitation with paper lanterns',
  ]
  for (const prompt of prompts) await generateThroughApi(page, prompt)
  await page.goto('/dashboard')
  await screenshots(page, 'dashboard', () =>
    expect(page.getByRole('table', { name: 'Recent images' }).getByRole('link', { name: 'View' })).toHaveCount(5),
  )
  await page.goto('/dashboard/transactions')
  await screenshots(page, 'transactions', () =>
    expect(page.getByRole('table', { name: 'Transaction history' }).locator('tbody tr')).toHaveCount(8),
  )
})
