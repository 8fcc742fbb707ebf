import { expect, test, type Page } from '@playwright/test'
import { newAccount, signUp, verificationLinkFromOutbox } from './support'

/** The reminder under the header shown until the address is confirmed. */
function verificationBanner(page: Page) {
  return page.getByRole('region', { name: 'Email confirmation' })
}

test('a new account confirms its email address through the newest emailed link', async ({ page }) => {
  const account = newAccount('verify')
  const banner = verificationBanner(page)

  await test.step('after signing up, a banner asks to confirm the address', async () => {
    await signUp(page, account)
    await expect(banner).toContainText('Please confirm your email address.')
    await expect(banner).toContainText(account.email)
    // The signup's own email first, so the resend below is told apart from it.
    await verificationLinkFromOutbox(account.email)
  })

  await test.step('Resend mails a new link and says so', async () => {
    await banner.getByRole('button', { name: 'Resend' }).click()
    const toast = page.getByRole('listitem').filter({ hasText: 'Confirmation email sent' })
    await expect(toast).toBeVisible()
    await expect(toast).toContainText(account.email)
    await expect(banner.getByRole('button', { name: 'Resend' })).toBeEnabled()
  })

  await test.step('the newest link confirms the address', async () => {
    const link = await verificationLinkFromOutbox(account.email, { emails: 2 })
    await page.goto(link)
    await expect(page.getByRole('heading', { name: 'Email confirmed' })).toBeVisible()
    await expect(page.getByText('Your email address is confirmed.')).toBeVisible()
    await expect(banner).toBeHidden()
  })

  await test.step('the banner is gone and the dashboard says Verified', async () => {
    await page.getByRole('link', { name: 'Go to Dashboard' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
    const settings = page.getByRole('region', { name: 'Account Settings' })
    await expect(settings.getByText('Verified', { exact: true })).toBeVisible()
    await expect(settings.getByText('Not verified', { exact: true })).toBeHidden()
    await expect(banner).toBeHidden()

    // Still so on a fresh load: the server, not only this page, knows the address is confirmed.
    await page.reload()
    await expect(settings.getByText('Verified', { exact: true })).toBeVisible()
    await expect(banner).toBeHidden()
  })
})

test('a confirmation link that does not work says so and shows the way on', async ({ page }) => {
  await test.step('a made-up token, opened signed out', async () => {
    await page.goto('/verify-email?token=Zm9yZ2VkLXRva2VuLXRoYXQtd2FzLW5ldmVyLWlzc3VlZA')
    await expect(page.getByRole('heading', { name: "This link didn't work" })).toBeVisible()
    await expect(page.getByText(/invalid or has expired/)).toBeVisible()
    await expect(page.getByRole('link', { name: 'Log In', exact: true })).toHaveAttribute('href', '/login')
  })

  await test.step('a link without its token', async () => {
    await page.goto('/verify-email')
    await expect(page.getByRole('heading', { name: "This link didn't work" })).toBeVisible()
    await expect(page.getByText('This confirmation link is incomplete.')).toBeVisible()
  })

  await test.step('signed in and unconfirmed, a new link is a click away', async () => {
    const account = newAccount('badlink')
    await signUp(page, account)
    await page.goto('/verify-email?token=Zm9yZ2VkLXRva2VuLXRoYXQtd2FzLW5ldmVyLWlzc3VlZA')
    await expect(page.getByText(/invalid or has expired/)).toBeVisible()
    // The page offers its own button; the banner would only repeat it.
    await expect(verificationBanner(page)).toBeHidden()
    // Not pressed: the first test covers sending, and the server limits how often it mails.
    await expect(page.getByRole('button', { name: 'Resend confirmation email' })).toBeEnabled()
  })
})

test('on a phone the banner fits the screen with its button in reach', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await signUp(page, newAccount('verifyphone'))

  const banner = verificationBanner(page)
  await expect(banner).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  const button = await banner.getByRole('button', { name: 'Resend' }).boundingBox()
  expect(button, 'the Resend button is on screen').not.toBeNull()
  expect(button!.x + button!.width).toBeLessThanOrEqual(375)
  // Compact: the reminder must not push the page far down.
  expect((await banner.boundingBox())!.height).toBeLessThanOrEqual(100)
})
