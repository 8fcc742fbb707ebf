import { expect, test } from '@playwright/test'
import { creditCount, logIn, logOutFromAccountMenu, newAccount, resetLinkFromOutbox, signUp, submitSignUpForm } from './support'

test('sign up, log out, log in through a redirect, reset the password and log in again', async ({ page }) => {
  const account = newAccount('flow')

  await test.step('sign up and get 10 free credits, landing in the card wizard', async () => {
    await signUp(page, account)
    await expect(page).toHaveURL(/\/create$/)
    await expect(creditCount(page)).toHaveText('10')
    await expect(page.getByRole('banner').getByText('Credits', { exact: true }).locator('visible=true')).toBeVisible()
  })

  await test.step('log out', async () => {
    await logOutFromAccountMenu(page)
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Sign Up', exact: true })).toBeVisible()
  })

  await test.step('log in and land on the redirect target with from', async () => {
    await logIn(page, account, '/login?redirect=/forgot-password&from=login')
    await expect(page).toHaveURL(/\/forgot-password\?from=login$/)
    await expect(page.getByText('Welcome back!', { exact: true })).toBeVisible()
    await expect(creditCount(page)).toHaveText('10')
    await logOutFromAccountMenu(page)
  })

  const newPassword = `${account.password}-renewed`

  await test.step('ask for a reset link', async () => {
    await page.goto('/login')
    await page.getByRole('link', { name: 'Forgot your password?' }).click()
    await expect(page).toHaveURL(/\/forgot-password$/)
    await page.getByLabel('Email').fill(account.email)
    await page.getByRole('button', { name: 'Send reset link' }).click()
    await expect(page.getByRole('status')).toHaveText(
      "If an account exists for that email, we've sent a link to reset the password.",
    )
  })

  await test.step('open the emailed link and choose a new password', async () => {
    const resetPath = await resetLinkFromOutbox(account.email)
    await page.goto(resetPath)
    await page.getByLabel('New password', { exact: true }).fill(newPassword)
    await page.getByLabel('Confirm new password').fill(newPassword)
    await page.getByRole('button', { name: 'Set new password' }).click()
    await expect(page).toHaveURL(/\/login$/)
    await expect(page.getByText('Password updated', { exact: true })).toBeVisible()
  })

  await test.step('the old password no longer works', async () => {
    await logIn(page, account)
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Log in' })).toBeEnabled()
  })

  await test.step('the new password does', async () => {
    await logIn(page, { email: account.email, password: newPassword })
    await expect(page).toHaveURL(/\/$/)
    await expect(creditCount(page)).toHaveText('10')
  })
})

test('a used reset link is refused with a way to ask for a new one', async ({ page }) => {
  const account = newAccount('reuse')
  await signUp(page, account)
  await logOutFromAccountMenu(page)

  await page.goto('/forgot-password')
  await page.getByLabel('Email').fill(account.email)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByRole('status')).toBeVisible()
  const resetPath = await resetLinkFromOutbox(account.email)

  for (const attempt of [1, 2]) {
    await page.goto(resetPath)
    await page.getByLabel('New password', { exact: true }).fill(`another-password-${attempt}`)
    await page.getByLabel('Confirm new password').fill(`another-password-${attempt}`)
    await page.getByRole('button', { name: 'Set new password' }).click()
    // The first reset succeeds and moves on to the login page.
    if (attempt === 1) await expect(page).toHaveURL(/\/login/)
  }

  await expect(page.getByRole('alert').filter({ hasText: /invalid or has expired/ })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute('href', '/forgot-password')
})

test('signing up twice with one email puts the conflict on the email field', async ({ browser }) => {
  const account = newAccount('dupe')
  const first = await browser.newPage()
  await signUp(first, account)
  await first.close()

  const page = await browser.newPage()
  await page.goto('/signup')
  await page.getByLabel('Username').fill(`${account.username.slice(0, 28)}_two`)
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Password', { exact: true }).fill(account.password)
  await page.getByLabel('Confirm password').fill(account.password)
  await page.getByRole('button', { name: 'Create account' }).click()

  await expect(page.locator('#email-error')).toHaveText('An account with this email already exists')
  await expect(page.getByRole('button', { name: 'Create account' })).toBeEnabled()
  await page.close()
})

test('a password that is too easy to guess is refused on its field, and a good one then signs up', async ({ page }) => {
  const account = newAccount('easypw')
  await page.goto('/signup')
  await submitSignUpForm(page, { ...account, password: 'abcdefgh' })
  await expect(page.locator('#password-error')).toHaveText(
    'This password is too easy to guess: avoid repeated characters and simple sequences like 12345678 or abcdefgh.',
  )
  await submitSignUpForm(page, account)
  await expect(page.getByText('Account created!', { exact: true })).toBeVisible()
})

test('the login form checks input before calling the server', async ({ page }) => {
  await page.goto('/login')
  await page.getByLabel('Email').fill('not-an-email')
  await page.getByLabel('Password', { exact: true }).fill('short')
  await page.getByRole('button', { name: 'Log in' }).click()

  await expect(page.getByText('Please enter a valid email address')).toBeVisible()
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible()
})
