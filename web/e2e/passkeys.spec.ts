import { expect, test, type Page } from '@playwright/test'
import { logOutFromAccountMenu, newAccount, signUp, type Account } from './support'

// Browsers offer passkeys on a domain name only: the server (on 127.0.0.1) makes them for
// `localhost` on the same port, so this file talks to it by that name.
const port = Number(process.env.E2E_PORT ?? 4173)
test.use({ baseURL: `http://localhost:${port}` })

/** Chromium's virtual authenticator (the DevTools protocol's WebAuthn domain): a platform
 * authenticator that keeps discoverable credentials and verifies the person at once. */
async function addVirtualAuthenticator(page: Page) {
  const devtools = await page.context().newCDPSession(page)
  await devtools.send('WebAuthn.enable')
  const { authenticatorId } = await devtools.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  })
  return {
    async credentialCount() {
      const { credentials } = await devtools.send('WebAuthn.getCredentials', { authenticatorId })
      return credentials.length
    },
  }
}

async function addPasskey(page: Page, account: Account, name: string) {
  await page.goto('/dashboard#account-settings')
  await page.getByRole('button', { name: 'Add a passkey' }).click()
  const dialog = page.getByRole('form', { name: 'Add a passkey' })
  await dialog.getByLabel('Name (optional)').fill(name)
  await dialog.getByLabel('Current password').fill(account.password)
  await dialog.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByText('Passkey added', { exact: true })).toBeVisible()
}

test('passkeys: added in Account Settings, sign in from /login (autofill and button) with no password or code, renamed, removed', async ({ page }) => {
  const authenticator = await addVirtualAuthenticator(page)
  const account = newAccount('passkey')
  await signUp(page, account)

  await test.step('add one: the password, then the browser makes it', async () => {
    await addPasskey(page, account, 'Work laptop')
    const passkeys = page.getByRole('list', { name: 'Passkeys' })
    await expect(passkeys.getByRole('listitem')).toHaveCount(1)
    await expect(passkeys).toContainText('Work laptop')
    await expect(passkeys).toContainText('Never used')
    expect(await authenticator.credentialCount()).toBe(1)
  })

  await test.step('sign in with it from the email box: the browser offers it there', async () => {
    await logOutFromAccountMenu(page)
    await page.goto('/login?redirect=/dashboard')
    // The virtual authenticator picks the offered passkey at once, as a person choosing it would.
    await expect(page).toHaveURL(/\/dashboard/)
    await expect(page.getByText('Welcome back!', { exact: true })).toBeVisible()
  })

  await test.step('sign in with the button, where the browser has no passkey autofill', async () => {
    await page.addInitScript(() => {
      Object.defineProperty(PublicKeyCredential, 'isConditionalMediationAvailable', { value: undefined })
    })
    await logOutFromAccountMenu(page)
    await page.goto('/login?redirect=/dashboard')
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click()
    await expect(page).toHaveURL(/\/dashboard/)
    await expect(page.getByText('Welcome back!', { exact: true })).toBeVisible()
    await page.goto('/dashboard#account-settings')
    await expect(page.getByRole('list', { name: 'Passkeys' })).toContainText('Last used')
  })

  await test.step('rename it', async () => {
    await page.getByRole('button', { name: 'Rename Work laptop' }).click()
    const form = page.getByRole('form', { name: 'Rename Work laptop' })
    await form.getByLabel('Name').fill('Home computer')
    await form.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByRole('list', { name: 'Passkeys' })).toContainText('Home computer')
  })

  await test.step('it stands in for the password when asking for a new email address', async () => {
    await page.getByRole('button', { name: 'Change email' }).click()
    const form = page.getByRole('form', { name: 'Change email' })
    const newEmail = `new.${account.email}`
    await form.getByLabel('New email').fill(newEmail)
    await form.getByRole('button', { name: 'Use a passkey instead' }).click()
    // Scoped to the section: the toast announces the same words in a status of its own for a moment.
    const settings = page.getByRole('region', { name: 'Account Settings' })
    await expect(settings.getByRole('status').filter({ hasText: `We've sent a link to ${newEmail}` })).toBeVisible()
  })

  await test.step('remove it: it signs in no more, and the password still does', async () => {
    await page.getByRole('button', { name: 'Remove Home computer' }).click()
    await page.getByRole('button', { name: 'Remove passkey' }).click()
    await expect(page.getByText('You have no passkeys yet.')).toBeVisible()
    await logOutFromAccountMenu(page)
    await page.goto('/login')
    // The authenticator still holds it; the site no longer knows it.
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click()
    await expect(page.getByRole('alert')).toContainText('This passkey could not sign you in')
    await page.getByLabel('Email').fill(account.email)
    await page.getByLabel('Password', { exact: true }).fill(account.password)
    await page.getByRole('button', { name: 'Log in' }).click()
    await expect(page.getByText('Welcome back!', { exact: true })).toBeVisible()
  })
})

test('passkeys: one confirms deleting the account in place of the password', async ({ page }) => {
  await addVirtualAuthenticator(page)
  const account = newAccount('passkeydel')
  await signUp(page, account)
  await addPasskey(page, account, 'Phone')

  await page.getByRole('button', { name: 'Delete my account…' }).click()
  const form = page.getByRole('form', { name: 'Delete account' })
  await form.getByLabel('Type your username to confirm').fill(account.username)
  await form.getByRole('button', { name: 'Delete with a passkey' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByText('Account deleted', { exact: true })).toBeVisible()

  // Gone with the account: the passkey signs in no more.
  await page.goto('/login')
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click()
  await expect(page.getByRole('alert')).toContainText('This passkey could not sign you in')
})
