import { expect, test, type Page } from '@playwright/test'
import { makeStaff, openConsole } from './console-helpers'
import { sendAnotherCard, sendCardByEmail, visitorPage } from './sending-helpers'
import { emailFromOutbox, logIn, newAccount } from './support'
import { turnOnTwoFactor } from './two-factor-helpers'

/** The moderation queue: a recipient's report reaches it, a removal emails the sender the reason,
 * and the third strike suspends the sender, each step in the audit log. */

const SUSPENDED = 'This account is suspended. Write to support if you think this is a mistake.'

/** The recipient opens the email's report link and confirms. */
async function report(visitor: Page, link: string) {
  await visitor.goto(`${link}?report=1`)
  await visitor.getByRole('alertdialog', { name: 'Report this card?' }).getByRole('button', { name: 'Report and disable' }).click()
  await expect(visitor.getByRole('heading', { level: 1, name: 'Thank you. This card has been disabled.' })).toBeVisible()
}

/** Removes the waiting card from `email` with `reason`; answers the toast's description. */
async function removeCard(page: Page, email: string, reason: string) {
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Moderation' }).click()
  const item = page.getByRole('article', { name: `Reported card from ${email}` })
  await item.getByRole('button', { name: 'Remove' }).click()
  const dialog = page.getByRole('dialog', { name: 'Remove the card' })
  await dialog.getByLabel('Reason', { exact: true }).fill(reason)
  await dialog.getByRole('button', { name: 'Remove the card', exact: true }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('Card removed', { exact: true })).toBeVisible()
  await expect(item).toHaveCount(0)
}

test('a reported card reaches the queue, its removal emails the sender, and the third strike suspends', async ({
  page,
  browser,
  baseURL,
}) => {
  // Waiting for a fresh authenticator code can take up to 30 s on its own.
  test.setTimeout(180_000)
  const staff = newAccount('moderator')
  const senderPage = await (await browser.newContext()).newPage()
  const visitor = await visitorPage(browser, baseURL!)
  let secret = Buffer.alloc(0)
  let usedStep = 0
  let senderId = ''

  await test.step('a support member with two-step sign-in opens the console', async () => {
    ;({ secret, usedStep } = await turnOnTwoFactor(page, staff))
    makeStaff(staff.email, 'support')
    usedStep = await openConsole(page, secret, usedStep)
  })

  const card = await sendCardByEmail(senderPage, 'reported', { message: 'You will regret this.' })
  const sender = card.sender

  await test.step("a recipient's report puts the card in the queue, with its front and message", async () => {
    await report(visitor, card.link)
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Moderation' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Moderation' })).toBeVisible()
    const item = page.getByRole('article', { name: `Reported card from ${sender.email}` })
    await expect(item).toContainText('1 report')
    await expect(item).toContainText('You will regret this.')
    await expect(item).toContainText('Sent to 1 person')
    await expect(item).toContainText('0 strikes')
    await expect(item.getByRole('img', { name: "The card's front, as its recipients saw it" })).toBeVisible()
    const href = await item.getByRole('link', { name: sender.email }).getAttribute('href')
    senderId = href?.split('/').pop() ?? ''
    expect(senderId).not.toBe('')
  })

  await test.step('removing it needs a reason, deletes the card and emails the sender why', async () => {
    await removeCard(page, sender.email, 'Threatening message, ticket 901')
    // Only this card leaves the queue: other tests' reports may be waiting there too.
    await expect(page.getByRole('article', { name: `Reported card from ${sender.email}` })).toHaveCount(0)
    const email = await emailFromOutbox(sender.email, 'We removed a card you sent')
    expect(email).toContain('Threatening message, ticket 901')
    expect(email).toContain('This is strike 1 of 3 on your account.')
    const again = await visitor.goto(card.link)
    expect(again?.status()).toBe(410)
    // The decision is kept with who made it.
    await page.getByRole('link', { name: 'Decided' }).click()
    const decided = page.getByRole('article', { name: `Reported card from ${sender.email}` })
    await expect(decided.getByText('Removed', { exact: true })).toBeVisible()
    await expect(decided).toContainText(`by ${staff.email}`)
  })

  await test.step('two more reported cards removed: the third strike suspends the sender', async () => {
    for (const round of [2, 3]) {
      const recipientEmail = `round${round}.${sender.username}@example.com`.toLowerCase()
      const link = await sendAnotherCard(senderPage, {
        recipientName: 'Sam',
        recipientEmail,
        senderName: 'Alex',
        message: `Still angry, round ${round}.`,
        font: 'classic',
      })
      await report(visitor, link)
      await removeCard(page, sender.email, `Threatening message, ticket 90${round}`)
    }
    const notifications = page.getByRole('region', { name: 'Notifications (F8)' })
    await expect(notifications).toContainText(`${sender.email} now has 3 strikes and is suspended.`)
    const email = await emailFromOutbox(sender.email, 'We removed a card you sent')
    expect(email).toContain('Threatening message, ticket 903')
    expect(email).toContain('it is now suspended')
    // Signed out everywhere, and refused at sign-in.
    await senderPage.reload()
    await logIn(senderPage, sender)
    await expect(senderPage.getByText(SUSPENDED).first()).toBeVisible()
  })

  await test.step('the audit log shows each removal and the automatic suspension', async () => {
    await page.goto(`/admin/audit?account=${senderId}`)
    const rows = page.getByRole('table', { name: 'Audit entries' }).getByRole('row')
    await expect(rows.nth(1)).toContainText('3 strikes from moderation')
    await expect(rows.nth(1).getByRole('cell').nth(2)).toHaveText('suspend')
    await expect(rows.nth(1)).toContainText('automatic')
    for (const ticket of ['901', '902', '903']) {
      const entry = rows.filter({ hasText: `Threatening message, ticket ${ticket}` })
      await expect(entry).toHaveCount(1)
      await expect(entry.getByRole('cell').nth(2)).toHaveText('remove_moderation_item')
      await expect(entry).toContainText(staff.email)
    }
  })
})
