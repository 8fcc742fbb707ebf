import { mkdirSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { buyThroughDemoCheckout, SCREENSHOT_DIR, screenshots } from './purchase-helpers'
import { creditCount, newAccount, signUp } from './support'

test('a visitor picks Starter, signs up, pays on the demo checkout and gets 50 credits', async ({ page }) => {
  const account = newAccount('buyer')

  await test.step('the purchase page asks a visitor to log in first', async () => {
    await page.goto('/purchase')
    await expect(page).toHaveURL(/\/login\?redirect=\/purchase$/)
  })

  await test.step("Buy Now's login link leads to sign-up, keeping the package", async () => {
    await page.goto('/login?redirect=/purchase&package=starter')
    await page.getByRole('link', { name: 'Sign up', exact: true }).click()
    await expect(page).toHaveURL(/\/signup\?redirect=\/purchase&package=starter$/)
    await page.getByLabel('Username').fill(account.username)
    await page.getByLabel('Email').fill(account.email)
    await page.getByLabel('Password', { exact: true }).fill(account.password)
    await page.getByLabel('Confirm password').fill(account.password)
    await page.getByRole('button', { name: 'Create account' }).click()
  })

  await test.step('the checkout starts by itself and opens the demo checkout', async () => {
    await expect(page).toHaveURL(/\/checkout\/demo\/[^/]+$/)
    await expect(page.getByText('Starter credit package')).toBeVisible()
    await expect(page.getByText('50 credits', { exact: true })).toBeVisible()
    await expect(page.getByText('30 days from purchase')).toBeVisible()
    await expect(page.getByRole('note')).toContainText('This is a demo checkout. No card is needed and no money moves.')
    await expect(creditCount(page)).toHaveText('10')
  })

  await test.step('paying credits the account and returns to /purchase', async () => {
    await page.getByRole('button', { name: 'Pay $4.99 (demo)' }).click()
    await expect(page.getByText('Payment Successful', { exact: true })).toBeVisible()
    await expect(page.getByText(/^50 credits have been added to your account\. Transaction ID: .+….{4}$/)).toBeVisible()
    await expect(creditCount(page)).toHaveText('60')
    await expect(page).toHaveURL(/\/purchase$/)
    await expect(page.getByRole('region', { name: 'Your account' })).toContainText('60')
  })

  await test.step('the dashboard lists the purchase with its price', async () => {
    await page.goto('/dashboard')
    const purchase = page
      .getByRole('table', { name: 'Transaction history' })
      .getByRole('row')
      .filter({ hasText: 'Purchased 50 credits (Starter)' })
    await expect(purchase).toContainText('+50')
    await expect(purchase).toContainText('$4.99')
  })
})

test('canceling on the demo checkout leaves the credits unchanged', async ({ page }) => {
  await signUp(page, newAccount('canceler'))
  await page.goto('/purchase')
  await page.getByRole('article', { name: 'Value' }).getByRole('button', { name: 'Buy Now' }).click()
  await expect(page).toHaveURL(/\/checkout\/demo\/[^/]+$/)

  await page.getByRole('button', { name: 'Cancel' }).click()

  await expect(page.getByText('Payment Canceled', { exact: true })).toBeVisible()
  await expect(page.getByText('Your payment was not completed.', { exact: true })).toBeVisible()
  await expect(page).toHaveURL(/\/purchase$/)
  await expect(creditCount(page)).toHaveText('10')

  await page.goto('/dashboard')
  await expect(page.getByRole('table', { name: 'Transaction history' })).toContainText('+10')
  await expect(page.getByRole('table', { name: 'Transaction history' })).not.toContainText('Purchased')
})

test('a checkout that does not exist, or was already paid, cannot be paid', async ({ page }) => {
  await signUp(page, newAccount('strayer'))
  await page.goto('/checkout/demo/no-such-session')
  await expect(page.getByRole('heading', { name: 'This checkout session does not exist' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to Buy Credits' })).toHaveAttribute('href', '/purchase')

  await buyThroughDemoCheckout(page, 'Starter', '$4.99')
  // The payment return replaced itself with /purchase: one step back is the checkout page.
  await page.goBack()
  await expect(page).toHaveURL(/\/checkout\/demo\//)
  await expect(page.getByRole('heading', { name: 'This checkout is already paid' })).toBeVisible()
  await expect(creditCount(page)).toHaveText('60')
})

test('screenshots of the purchase page and the demo checkout', async ({ page }) => {
  mkdirSync(SCREENSHOT_DIR, { recursive: true })
  await signUp(page, newAccount('shopper'))
  await page.goto('/purchase')
  await screenshots(page, 'purchase', () => expect(page.getByRole('article', { name: 'Pro' })).toBeVisible())

  await page.getByRole('article', { name: 'Starter' }).getByRole('button', { name: 'Buy Now' }).click()
  await expect(page).toHaveURL(/\/checkout\/demo\//)
  await screenshots(page, 'demo-checkout', () => expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible())
})
