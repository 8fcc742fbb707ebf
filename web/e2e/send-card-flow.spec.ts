import { expect, test, type Page } from '@playwright/test'
import { visitorPage } from './sending-helpers'
import { cardLinkFromOutbox, newAccount, signUp, verificationLinkFromOutbox } from './support'

/**
 * The whole journey of a sent card, through the screens: a card made in the wizard is
 * scheduled a minute ahead, the courier emails it when its minute comes, the recipient opens
 * the link, the envelope opens, they say thanks, and the sender's Sent Cards shows 'Thanked'.
 */

const THANKS = 'What a lovely surprise. Thank you!'

/** A wall-clock time in UTC between 30 and 90 seconds from now, as a datetime-local input takes it. */
function aboutAMinuteAhead(): string {
  return new Date(Date.now() + 90_000).toISOString().slice(0, 16)
}

async function makeCardInTheWizard(page: Page) {
  const next = () => page.getByRole('button', { name: 'Continue' }).click()
  await page.goto('/create')
  await page.getByRole('radio', { name: 'Birthday' }).check()
  await next()
  await page.getByLabel('Card description').fill('A fox in a party hat among autumn leaves')
  await next()
  await page.getByRole('radio', { name: /^Watercolor/ }).check()
  await next()
  await page.getByLabel('Card text').fill('Happy birthday, Mia!')
  await next()
  await next()
  await page.getByRole('radio', { name: /^Low/ }).check()
  await page.getByRole('button', { name: 'Generate Card' }).click()
  await expect(page.getByRole('region', { name: 'Your card' }).getByRole('button', { name: 'Send', exact: true })).toBeVisible({
    timeout: 30_000,
  })
}

test('a card scheduled a minute ahead arrives, opens from its envelope and is thanked', async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000)
  const sender = newAccount('flow')
  const mia = `mia.${sender.username}@example.com`.toLowerCase()
  await signUp(page, sender)
  await page.goto(await verificationLinkFromOutbox(sender.email))
  await expect(page.getByRole('heading', { name: 'Email confirmed' })).toBeVisible()
  await makeCardInTheWizard(page)

  await test.step('schedule it for the next minute', async () => {
    await page.getByRole('region', { name: 'Your card' }).getByRole('button', { name: 'Send', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Send this card' })
    await dialog.getByRole('textbox', { name: 'Recipient 1 name' }).fill('Mia')
    await dialog.getByRole('textbox', { name: 'Recipient 1 email' }).fill(mia)
    await dialog.getByRole('textbox', { name: 'Personal message (optional)' }).fill('Have the best day, Mia.')
    await dialog.getByRole('radio', { name: /^Schedule/ }).check()
    await dialog.getByLabel('Time zone').selectOption('UTC')
    await dialog.getByLabel('Date and time').fill(aboutAMinuteAhead())
    await dialog.getByRole('button', { name: 'Schedule card' }).click()
    await expect(dialog).toBeHidden()
    await page.goto('/sent')
    await expect(page.getByRole('article', { name: 'To Mia' }).getByRole('list', { name: 'Recipients' })).toContainText('Scheduled')
  })

  let link = ''
  await test.step('the outbox receives it when its minute comes', async () => {
    link = await cardLinkFromOutbox(mia, { timeout: 120_000 })
    expect(link).toMatch(/^\/c\/[\w-]+$/)
  })

  await test.step('the recipient opens the envelope and says thanks', async () => {
    const visitor = await visitorPage(browser, baseURL!)
    await visitor.goto(link)
    await expect(visitor.getByTestId('envelope')).toBeVisible()
    await expect(visitor.getByTestId('opened-card')).toBeVisible({ timeout: 3000 })
    await expect(visitor.getByText('Have the best day, Mia.')).toBeVisible()
    await visitor.getByRole('textbox', { name: 'Your note' }).fill(THANKS)
    await visitor.getByRole('button', { name: 'Send thanks' }).click()
    await expect(visitor.getByText(THANKS)).toBeVisible()
  })

  await test.step("the sender's Sent Cards shows it thanked, with the words", async () => {
    await page.goto('/sent')
    const recipients = page.getByRole('article', { name: 'To Mia' }).getByRole('list', { name: 'Recipients' })
    await expect(recipients).toContainText('Thanked')
    await expect(recipients).toContainText(THANKS)
  })
})
