import { expect, test } from '@playwright/test'
import { logIn, newAccount, signUp } from './support'

test('an account is deleted only with its password and username, and then cannot sign in', async ({ page }) => {
  const account = newAccount('leaving')
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' })

  await test.step('the dialog says what goes, what stays and the credits lost', async () => {
    await signUp(page, account)
    await page.goto('/dashboard#account-settings')
    await page.getByRole('button', { name: 'Delete my account…' }).click()
    await expect(dialog).toContainText('What is deleted: your images and their files')
    await expect(dialog).toContainText('What we keep: payment and credit records')
    await expect(dialog).toContainText(/You will lose your [\d.,]+ unspent credits?\.|You have no unspent credits\./)
  })

  await test.step('a username typed wrong, or a wrong password, deletes nothing', async () => {
    await dialog.getByLabel('Current password').fill(account.password)
    await dialog.getByLabel('Type your username to confirm').fill(account.username.toUpperCase())
    await dialog.getByRole('button', { name: 'Delete my account' }).click()
    await expect(dialog.getByText('This does not match your username')).toBeVisible()
    await dialog.getByLabel('Type your username to confirm').fill(account.username)
    await dialog.getByLabel('Current password').fill('not-the-password')
    await dialog.getByRole('button', { name: 'Delete my account' }).click()
    await expect(dialog.getByText('Your current password is incorrect')).toBeVisible()
  })

  await test.step('with both, the account is deleted and the visitor lands on the home page', async () => {
    await dialog.getByLabel('Current password').fill(account.password)
    await dialog.getByRole('button', { name: 'Delete my account' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByText('Your account has been deleted.').first()).toBeVisible()
    await page.goto('/dashboard')
    await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible()
  })

  await test.step('the old password no longer signs in', async () => {
    await logIn(page, account)
    await expect(page.getByText('Invalid email or password').first()).toBeVisible()
  })
})
