import { expect, test, type Locator } from '@playwright/test'
import { newAccount, signUp, verificationLinkFromOutbox } from './support'

async function box(locator: Locator) {
  const found = await locator.boundingBox()
  if (!found) throw new Error('not on screen')
  return found
}

test('on a phone, the send dialog fills the screen, fits its width and sends', async ({ page }) => {
  const account = newAccount('phonesend')
  await signUp(page, account)
  await page.goto(await verificationLinkFromOutbox(account.email))
  await expect(page.getByRole('heading', { name: 'Email confirmed' })).toBeVisible()

  await page.goto('/generate')
  await page.getByLabel('Describe your image').fill('A paper boat on a calm blue lake')
  await page.getByRole('radio', { name: /^Low/ }).check()
  await page.getByRole('button', { name: 'Generate Image' }).click()
  await expect(page.getByText('Image Generated!', { exact: true })).toBeVisible()

  await page.getByRole('region', { name: 'Preview' }).getByRole('button', { name: 'Send', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Send this card' })
  await expect(dialog).toBeVisible()

  await test.step('it takes the whole screen and nothing sticks out sideways', async () => {
    const viewport = page.viewportSize()!
    const frame = await box(dialog)
    expect(frame.x).toBe(0)
    expect(frame.width).toBe(viewport.width)
    expect(frame.height).toBeGreaterThanOrEqual(viewport.height - 1)
    expect(await dialog.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
  })

  await test.step('its controls are big enough for a thumb, and the send button stays in reach', async () => {
    await dialog.getByRole('button', { name: 'Add recipient' }).click()
    for (const control of [
      dialog.getByRole('textbox', { name: 'Recipient 1 name' }),
      dialog.getByRole('button', { name: 'Remove recipient 2' }),
      dialog.getByRole('button', { name: 'Add recipient' }),
      dialog.getByRole('button', { name: 'Send card' }),
    ]) {
      expect((await box(control)).height).toBeGreaterThanOrEqual(44)
    }
    await dialog.getByRole('button', { name: 'Remove recipient 2' }).click()
    await expect(dialog.getByRole('button', { name: 'Send card' })).toBeInViewport()
  })

  await test.step('scheduling keeps it within the width', async () => {
    await dialog.getByRole('radio', { name: /^Schedule/ }).check()
    await expect(dialog.getByLabel('Date and time')).toBeVisible()
    expect(await dialog.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0)
    await dialog.getByRole('radio', { name: /^Send now/ }).check()
  })

  await test.step('it sends', async () => {
    await dialog.getByRole('textbox', { name: 'Recipient 1 name' }).fill('Sam Lee')
    await dialog.getByRole('textbox', { name: 'Recipient 1 email' }).fill(`sam.${Date.now().toString(36)}@example.com`)
    await dialog.getByRole('textbox', { name: 'Personal message (optional)' }).fill('Thinking of you!')
    await dialog.getByRole('button', { name: 'Send card' }).click()
    await expect(page.locator('li').filter({ hasText: 'Card sent to Sam Lee' })).toBeVisible()
    await expect(dialog).toBeHidden()
  })
})
