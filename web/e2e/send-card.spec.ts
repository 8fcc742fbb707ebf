import { expect, test, type Locator, type Page } from '@playwright/test'
import { newAccount, signUp, verificationLinkFromOutbox, generationAnswer } from './support'

const PROMPT = 'A watercolor bouquet of sunflowers for a birthday'
const ZONE = 'Europe/Paris'

/** Signs up and confirms the address: sending needs a confirmed one. */
async function signUpConfirmed(page: Page) {
  const account = newAccount('sender')
  await signUp(page, account)
  await page.goto(await verificationLinkFromOutbox(account.email))
  await expect(page.getByRole('heading', { name: 'Email confirmed' })).toBeVisible()
  return account
}

/** Makes a cheap image on /generate and returns its id. */
async function generateImage(page: Page): Promise<string> {
  await page.goto('/generate')
  await page.getByLabel('Describe your image').fill(PROMPT)
  await page.getByRole('radio', { name: /^Low/ }).check()
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/images/generate'))
  await page.getByRole('button', { name: 'Generate Image' }).click()
  const { id } = await generationAnswer<{ id: string }>(page, await answer)
  await expect(page.getByText('Image Generated!', { exact: true })).toBeVisible()
  return id
}

async function fillRecipient(dialog: Locator, index: number, name: string, email: string) {
  await dialog.getByRole('textbox', { name: `Recipient ${index} name` }).fill(name)
  await dialog.getByRole('textbox', { name: `Recipient ${index} email` }).fill(email)
}

/** The wall-clock time in `zone` two hours from now, as a datetime-local input takes it. */
function twoHoursAhead(zone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(new Date(Date.now() + 2 * 60 * 60 * 1000))
      .map((part) => [part.type, part.value]),
  )
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`
}

/** A toast, by its words. Not by role: over the gallery's viewer (a modal) the toasts are
 * outside the dialog, so hidden from the accessibility tree; Radix announces them apart. */
function toast(page: Page, text: string | RegExp) {
  return page.locator('li').filter({ hasText: text })
}

test('a card goes by email to two people now; another is scheduled, changed and cancelled', async ({ page }) => {
  test.setTimeout(90_000)
  const tag = Date.now().toString(36)
  const sam = `sam.${tag}@example.com`
  const ana = `ana.${tag}@example.com`
  await signUpConfirmed(page)
  const imageId = await generateImage(page)

  await test.step('Send from the result: two recipients and a message, now', async () => {
    await page.getByRole('region', { name: 'Preview' }).getByRole('button', { name: 'Send', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Send this card' })
    await expect(dialog.getByText('Sending is free: no credits are used.')).toBeVisible()
    await fillRecipient(dialog, 1, 'Sam Lee', sam)
    await dialog.getByRole('button', { name: 'Add recipient' }).click()
    await fillRecipient(dialog, 2, 'Ana Ruiz', ana)
    await dialog.getByRole('textbox', { name: 'Personal message (optional)' }).fill('Happy birthday! See you on Saturday.')
    await dialog.getByRole('radio', { name: /^Handwritten/ }).check()
    await dialog.getByRole('button', { name: 'Send card' }).click()

    const sent = toast(page, 'Card sent to Sam Lee and Ana Ruiz')
    await expect(sent).toBeVisible()
    await expect(dialog).toBeHidden()
    await sent.getByRole('link', { name: 'View sent cards' }).click()
    await expect(page).toHaveURL(/\/sent$/)
  })

  await test.step('/sent shows both recipients Sent once the courier has mailed them', async () => {
    // Recipients are listed in the order they were entered.
    const item = page.getByRole('article', { name: 'To Sam Lee and Ana Ruiz' })
    await expect(item).toContainText('Happy birthday! See you on Saturday.')
    const recipients = item.getByRole('list', { name: 'Recipients' }).getByRole('listitem')
    await expect(recipients.filter({ hasText: sam })).toContainText('Sent', { timeout: 15_000 })
    await expect(recipients.filter({ hasText: ana })).toContainText('Sent', { timeout: 15_000 })
  })

  const later = twoHoursAhead(ZONE)
  await test.step('schedule another for two hours ahead, in Paris time', async () => {
    await page.goto(`/gallery?image=${imageId}`)
    await page.getByRole('dialog', { name: 'Image details' }).getByRole('button', { name: 'Send', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Send this card' })
    await fillRecipient(dialog, 1, 'Maya Chen', `maya.${tag}@example.com`)
    await dialog.getByRole('textbox', { name: 'Personal message (optional)' }).fill('Thinking of you today.')
    await dialog.getByRole('radio', { name: /^Schedule/ }).check()
    await dialog.getByLabel('Time zone').selectOption(ZONE)
    await dialog.getByLabel('Date and time').fill(later)
    await dialog.getByRole('button', { name: 'Schedule card' }).click()
    await expect(toast(page, /^Card scheduled for .+ \(Paris time\)/)).toBeVisible()
    await expect(dialog).toBeHidden()
  })

  const scheduled = page.getByRole('article', { name: 'To Maya Chen' })
  await test.step('/sent shows it Scheduled, at the chosen time', async () => {
    await page.goto('/sent')
    await expect(scheduled).toContainText(/Scheduled for .+ \(Paris time\)/)
    await expect(scheduled.getByRole('list', { name: 'Recipients' })).toContainText('Scheduled')
  })

  await test.step('Edit the message before it leaves', async () => {
    await scheduled.getByRole('button', { name: 'Edit' }).click()
    const dialog = page.getByRole('dialog', { name: 'Change scheduled card' })
    await expect(dialog.getByLabel('Date and time')).toHaveValue(later)
    await expect(dialog.getByLabel('Time zone')).toHaveValue(ZONE)
    await dialog.getByRole('textbox', { name: 'Personal message (optional)' }).fill('Thinking of you today, and every day.')
    await dialog.getByRole('button', { name: 'Save changes' }).click()
    await expect(dialog).toBeHidden()
    await expect(scheduled).toContainText('Thinking of you today, and every day.')
  })

  await test.step('Cancel it: it is marked Cancelled and can no longer change', async () => {
    await scheduled.getByRole('button', { name: 'Cancel sending' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Cancel this card?' })
    await confirm.getByRole('button', { name: 'Cancel card' }).click()
    await expect(toast(page, 'Card cancelled')).toBeVisible()
    await expect(scheduled.getByRole('list', { name: 'Recipients' })).toContainText('Cancelled')
    await expect(scheduled).toContainText(/Cancelled · was scheduled for/)
    await expect(scheduled.getByRole('button', { name: 'Edit' })).toHaveCount(0)
  })
})
