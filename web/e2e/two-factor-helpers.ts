import { createHmac } from 'node:crypto'
import { expect, type Page } from '@playwright/test'
import { signUp, type Account } from './support'

/** RFC 4648 base32, as an authenticator app reads the key. */
export function base32Decode(text: string): Buffer<ArrayBuffer> {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
  let bits = ''
  for (const char of text.replace(/\s/g, '')) bits += alphabet.indexOf(char).toString(2).padStart(5, '0')
  const bytes = bits.match(/.{8}/g) ?? []
  return Buffer.from(bytes.map((byte) => parseInt(byte, 2)))
}

/** The 30-second step of RFC 6238 that `offset` steps from now falls in. */
export function totpStep(offset = 0): number {
  return Math.floor(Date.now() / 1000 / 30) + offset
}

/** The code of one step (RFC 6238, SHA-1, six digits). */
export function totpAt(secret: Buffer, step: number): string {
  const counter = Buffer.alloc(8)
  counter.writeBigInt64BE(BigInt(step))
  const digest = createHmac('sha1', secret).update(counter).digest()
  const at = digest[19] & 0x0f
  const word = digest.readUInt32BE(at) & 0x7fffffff
  return String(word % 1_000_000).padStart(6, '0')
}

/** What the authenticator app shows `offset` 30-second steps from now. */
export function totp(secret: Buffer, offset = 0): string {
  return totpAt(secret, totpStep(offset))
}

/** Signs up and turns two-step sign-in on from Account Settings; answers the key, the recovery
 * codes and the step whose code turned it on (the server takes each step's code once). */
export async function turnOnTwoFactor(page: Page, account: Account) {
  await signUp(page, account)
  await page.goto('/dashboard#account-settings')
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click()
  await page.getByLabel('Your password').fill(account.password)
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible()
  const secret = base32Decode(await page.getByTestId('two-factor-secret').innerText())
  const usedStep = totpStep()
  await page.getByLabel('Code from the app').fill(totpAt(secret, usedStep))
  await page.getByRole('button', { name: 'Turn on', exact: true }).click()
  const codes = page.getByTestId('recovery-codes').getByRole('listitem')
  await expect(codes).toHaveCount(10)
  const recoveryCodes = await codes.allInnerTexts()
  await page.getByRole('button', { name: "Done, I've saved them" }).click()
  await expect(page.getByText('10 recovery codes left.')).toBeVisible()
  return { secret, recoveryCodes, usedStep }
}
