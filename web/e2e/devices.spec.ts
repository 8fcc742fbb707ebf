import { expect, test } from '@playwright/test'
import { logIn, newAccount, signUp } from './support'

const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 19_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/19.0 Mobile/15E148 Safari/604.1'

test('the account lists where it is signed in and signs other devices out', async ({ page, browser }) => {
  const account = newAccount('devices')
  const phone = await browser.newContext({ userAgent: SAFARI_ON_IPHONE, viewport: { width: 375, height: 812 } })
  const phonePage = await phone.newPage()
  const devices = page.getByRole('list', { name: 'Signed-in devices' })
  // A signed-out visitor's dashboard asks them to log in.
  const expectSignedOut = async () => {
    await phonePage.goto('/dashboard')
    await expect(phonePage.getByRole('heading', { name: 'Authentication Required' })).toBeVisible()
  }
  const signInOnPhone = async () => {
    await logIn(phonePage, account)
    await expect(phonePage).not.toHaveURL(/\/login/)
  }

  await test.step('signed in here and on a phone, both are listed and this one is marked', async () => {
    await signUp(page, account)
    await signInOnPhone()
    await page.goto('/dashboard#account-settings')
    await expect(devices.getByRole('listitem')).toHaveCount(2)
    const here = devices.getByRole('listitem').filter({ hasText: 'This device' })
    await expect(here).toContainText('Chrome on')
    await expect(here.getByRole('button')).toHaveCount(0)
    await expect(devices.getByRole('listitem').filter({ hasText: 'Safari on iOS' })).toContainText('Last active')
  })

  await test.step('signing out the phone ends its session at once', async () => {
    await devices.getByRole('button', { name: 'Sign out Safari on iOS' }).click()
    await expect(page.getByText('Safari on iOS is no longer signed in.').first()).toBeVisible()
    await expect(devices.getByRole('listitem')).toHaveCount(1)
    await expectSignedOut()
  })

  await test.step('"Sign out all other devices" asks first, then keeps only this one', async () => {
    await signInOnPhone()
    await page.reload()
    await expect(devices.getByRole('listitem')).toHaveCount(2)
    await page.getByRole('button', { name: 'Sign out all other devices' }).click()
    const dialog = page.getByRole('alertdialog')
    await expect(dialog).toContainText('Your other device will need your password to sign in again.')
    await dialog.getByRole('button', { name: 'Sign out other devices' }).click()
    await expect(page.getByText('1 other device was signed out.').first()).toBeVisible()
    await expect(devices.getByRole('listitem')).toHaveCount(1)
    await expect(page.getByRole('button', { name: 'Sign out all other devices' })).toHaveCount(0)
    await expectSignedOut()
  })
  await phone.close()
})
