import { expect, test } from '@playwright/test'
import { newAccount, signUp, verificationLinkFromOutbox } from './support'

const KEY_NAME = 'Nightly export script'

interface Envelope {
  success: boolean
  data?: { tier: string; limits: { perMinute: number; perDay: number } }
  error?: { code: string; message: string }
}

test('an API key is shown once, calls the public API, and stops working when revoked', async ({ page }) => {
  const account = newAccount('apikey')
  const apiAccess = page.getByRole('region', { name: 'API Access' })
  const getAccountWith = (secret: string) => page.request.get('/v1/account', { headers: { Authorization: `Bearer ${secret}` } })

  await test.step('an unconfirmed address cannot create keys, and is told why', async () => {
    await signUp(page, account)
    await page.goto('/dashboard#api-access')
    await expect(apiAccess.getByText('Confirm your email address to create API keys.')).toBeVisible()
    await expect(apiAccess.getByLabel('Key name')).toHaveCount(0)
    await expect(apiAccess.getByRole('link', { name: /API documentation/ })).toHaveAttribute('href', '/api-docs')
  })

  await test.step('confirm the address through the emailed link', async () => {
    await page.goto(await verificationLinkFromOutbox(account.email))
    await expect(page.getByRole('heading', { name: 'Email confirmed' })).toBeVisible()
  })

  let secret = ''
  let prefix = ''
  await test.step('create a key: its secret shows once, with Copy and the warning', async () => {
    await page.goto('/dashboard#api-access')
    await apiAccess.getByLabel('Key name').fill(KEY_NAME)
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/api-keys') && response.request().method() === 'POST')
    await apiAccess.getByRole('button', { name: 'Create key' }).click()
    const created = (await (await answer).json()) as { key: { prefix: string }; secret: string }
    prefix = created.key.prefix

    const box = apiAccess.getByRole('region', { name: `Your new key “${KEY_NAME}”` })
    await expect(box).toContainText('it will not be shown again')
    await expect(box.getByRole('button', { name: 'Copy' })).toBeVisible()
    secret = (await box.getByTestId('new-api-key-secret').textContent()) ?? ''
    expect(secret).toBe(created.secret)
    expect(secret).toMatch(/^cs_live_[A-Za-z0-9]+$/)
    expect(secret.startsWith(prefix)).toBe(true)

    const row = apiAccess.getByRole('list', { name: 'API keys' }).getByRole('listitem').filter({ hasText: KEY_NAME })
    await expect(row).toContainText(`${prefix}…`)
    await expect(row).toContainText('Last used Never')
  })

  await test.step('the key calls GET /v1/account', async () => {
    const response = await getAccountWith(secret)
    expect(response.status()).toBe(200)
    const body = (await response.json()) as Envelope
    expect(body.success).toBe(true)
    expect(body.data).toMatchObject({ tier: 'free', limits: { perMinute: 10, perDay: 100 } })
    expect(response.headers()['x-ratelimit-limit']).toBe('10')
  })

  await test.step('once dismissed, the secret is gone for good; the list shows the key was used', async () => {
    await apiAccess.getByRole('button', { name: /Done/ }).click()
    await expect(page.getByText(secret)).toHaveCount(0)
    await page.reload()
    const row = apiAccess.getByRole('list', { name: 'API keys' }).getByRole('listitem').filter({ hasText: KEY_NAME })
    await expect(row).toBeVisible()
    await expect(row).not.toContainText('Last used Never')
    expect(await page.content()).not.toContain(secret)
  })

  await test.step('revoke, after confirming', async () => {
    await apiAccess.getByRole('button', { name: `Revoke ${KEY_NAME}` }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Revoke this API key?' })
    await expect(confirm).toContainText(`${prefix}…`)
    await confirm.getByRole('button', { name: 'Revoke key' }).click()
    await expect(page.getByText('API key revoked', { exact: true })).toBeVisible()
    await expect(apiAccess.getByText('No API keys yet. Create one to start calling the API.')).toBeVisible()
  })

  await test.step('the revoked key is refused, even from a signed-in browser', async () => {
    const response = await getAccountWith(secret)
    expect(response.status()).toBe(401)
    const body = (await response.json()) as Envelope
    expect(body).toMatchObject({ success: false, error: { code: 'unauthorized' } })
  })
})
