import { expect, test, type Page } from '@playwright/test'
import { logIn, logOutFromAccountMenu, newAccount } from './support'
import { totp, turnOnTwoFactor } from './two-factor-helpers'

async function codeStep(page: Page, account: { email: string; password: string }) {
  await logIn(page, account)
  await expect(page.getByRole('form', { name: 'Two-step sign-in' })).toBeVisible()
}

test('two-step sign-in: turned on with a QR key and a code, asked for at sign-in, a recovery code works once, new codes, turned off', async ({
  page,
}) => {
  const account = newAccount('twostep')
  let secret: Buffer<ArrayBuffer> = Buffer.alloc(0)
  let recoveryCodes: string[] = []

  await test.step('turn it on: password, key, first code, recovery codes', async () => {
    ;({ secret, recoveryCodes } = await turnOnTwoFactor(page, account))
  })

  await test.step('sign-in asks for the code after the password; a wrong one is refused', async () => {
    await logOutFromAccountMenu(page)
    await codeStep(page, account)
    await page.getByLabel('Code', { exact: true }).fill(totp(secret, 0) === '000000' ? '111111' : '000000')
    await page.getByRole('button', { name: 'Verify' }).click()
    await expect(page.getByText('This code is not right. Check your authenticator app and try again').first()).toBeVisible()
    // The code that confirmed the setup is spent: the next step's code signs in.
    await page.getByLabel('Code', { exact: true }).fill(totp(secret, 1))
    await page.getByRole('button', { name: 'Verify' }).click()
    await expect(page.getByText('Welcome back!').first()).toBeVisible()
    await expect(page).toHaveURL(/\/$/)
  })

  await test.step('a recovery code signs in once', async () => {
    await logOutFromAccountMenu(page)
    await codeStep(page, account)
    await page.getByRole('button', { name: 'Use a recovery code' }).click()
    await page.getByLabel('Recovery code').fill(recoveryCodes[0])
    await page.getByRole('button', { name: 'Verify' }).click()
    await expect(page.getByText('Welcome back!').first()).toBeVisible()
    await page.goto('/dashboard#account-settings')
    await expect(page.getByText('9 recovery codes left.')).toBeVisible()
  })

  await test.step('new recovery codes take a code and replace the old ones', async () => {
    await page.getByRole('button', { name: 'Get new recovery codes' }).click()
    await page.getByLabel('Code from your app, or a recovery code').fill(recoveryCodes[1])
    await page.getByRole('button', { name: 'Get new codes' }).click()
    const codes = page.getByTestId('recovery-codes').getByRole('listitem')
    await expect(codes).toHaveCount(10)
    const fresh = await codes.allInnerTexts()
    expect(fresh).not.toContain(recoveryCodes[2])
    recoveryCodes = fresh
    await page.getByRole('button', { name: "Done, I've saved them" }).click()
    await expect(page.getByText('10 recovery codes left.')).toBeVisible()
  })

  await test.step('turning it off takes a code; then the password alone signs in', async () => {
    await page.getByRole('button', { name: 'Turn off two-step sign-in' }).click()
    await page.getByLabel('Code from your app, or a recovery code').fill(recoveryCodes[0])
    await page.getByRole('button', { name: 'Turn off', exact: true }).click()
    await expect(page.getByRole('button', { name: 'Turn on two-step sign-in' })).toBeVisible()
    await logOutFromAccountMenu(page)
    await logIn(page, account)
    await expect(page.getByText('Welcome back!').first()).toBeVisible()
  })
})

test('an account with two-step sign-in is deleted only with a code as well', async ({ page }) => {
  const account = newAccount('twostepgone')
  const { secret } = await turnOnTwoFactor(page, account)
  await page.getByRole('button', { name: 'Delete my account…' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' })
  await dialog.getByLabel('Current password').fill(account.password)
  await dialog.getByLabel('Type your username to confirm').fill(account.username)
  await dialog.getByRole('button', { name: 'Delete my account' }).click()
  await expect(dialog.getByText('Enter a code from your authenticator app or a recovery code')).toBeVisible()
  await dialog.getByLabel('Code from your app, or a recovery code').fill('abcde-fghjk')
  await dialog.getByRole('button', { name: 'Delete my account' }).click()
  await expect(dialog.getByText('This recovery code is not right, or it was used already. Each one works once')).toBeVisible()
  // The code that turned it on is spent: the next step's code deletes.
  await dialog.getByLabel('Code from your app, or a recovery code').fill(totp(secret, 1))
  await dialog.getByRole('button', { name: 'Delete my account' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByText('Your account has been deleted.').first()).toBeVisible()
})
