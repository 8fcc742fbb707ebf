import { expect, test } from '@playwright/test'
import { newAccount, signUp, verificationLinkFromOutbox } from './support'

test('the email address changes once the link sent to the new address is opened', async ({ page }) => {
  const account = newAccount('newmail')
  const newAddress = `moved-${account.email}`
  const settings = page.getByRole('region', { name: 'Account Settings' })
  const form = settings.getByRole('form', { name: 'Change email' })

  await test.step('a wrong password is refused and nothing is sent', async () => {
    await signUp(page, account)
    await page.goto('/dashboard#account-settings')
    await settings.getByRole('button', { name: 'Change email' }).click()
    await form.getByLabel('New email').fill(newAddress)
    await form.getByLabel('Your password').fill('not-the-password')
    await form.getByRole('button', { name: 'Send link' }).click()
    await expect(form.getByRole('alert')).toContainText('Your current password is incorrect')
  })

  await test.step('with the password, a link goes to the new address and the account keeps the old one', async () => {
    await form.getByLabel('Your password').fill(account.password)
    await form.getByRole('button', { name: 'Send link' }).click()
    await expect(settings.getByRole('status').filter({ hasText: "We've sent a link" })).toContainText(`We've sent a link to ${newAddress}.`)
    await expect(settings).toContainText(account.email)
  })

  await test.step('opening the link moves the account to the new address, confirmed', async () => {
    await page.goto(await verificationLinkFromOutbox(newAddress))
    await expect(page.getByText(`Your email address is now ${newAddress}.`)).toBeVisible()
    await page.goto('/dashboard#account-settings')
    await expect(settings).toContainText(newAddress)
    await expect(settings.getByText('Verified', { exact: true })).toBeVisible()
  })
})
