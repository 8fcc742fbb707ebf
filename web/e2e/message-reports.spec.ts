import { expect, test } from '@playwright/test'
import { makeStaff, openConsole } from './console-helpers'
import { partScreenshot } from './customer-polish-helpers'
import { startGroupCard } from './signing-flow'
import { apiPost, cardLinkFromOutbox, newAccount } from './support'
import { turnOnTwoFactor } from './two-factor-helpers'

/* One message of a group card reported by its recipient: it leaves the card at once, waits in
 * the console's queue with its words, and a support member puts it back. */

test('a reported message leaves the group card at once, and staff put it back', async ({ page, browser, baseURL }) => {
  // Waiting for a fresh authenticator code can take up to 30 s on its own.
  test.setTimeout(150_000)
  const staff = newAccount('moderator')
  const { secret, usedStep } = await turnOnTwoFactor(page, staff)
  makeStaff(staff.email, 'support')
  await openConsole(page, secret, usedStep)

  const organiser = await (await browser.newContext({ baseURL })).newPage()
  const card = await startGroupCard(organiser)
  const signer = await (await browser.newContext({ baseURL })).newPage()
  await signer.goto(card.signPath)
  await signer.getByRole('textbox', { name: 'Your message', exact: true }).fill('You were the worst colleague.')
  await signer.getByLabel('Your name').fill('Cy')
  await signer.getByRole('button', { name: 'Sign the card' }).click()
  await expect(signer.getByRole('heading', { name: 'You signed the card' })).toBeVisible()
  await apiPost(organiser, `/api/group-cards/${card.id}/send`)

  const priya = await (await browser.newContext({ baseURL, reducedMotion: 'reduce' })).newPage()
  await priya.goto(await cardLinkFromOutbox(card.recipientEmail, { timeout: 20_000 }))
  const message = priya.getByRole('article', { name: 'Message from Cy' })
  await expect(message).toBeVisible()
  await partScreenshot(priya.getByRole('region', { name: 'Farewell, Priya!' }), 'message-report-card')

  await test.step('the recipient reports it: asked first, then gone from the card', async () => {
    await priya.getByRole('button', { name: 'Report the message from Cy' }).click()
    await priya
      .getByRole('alertdialog', { name: 'Report the message from Cy?' })
      .getByRole('button', { name: 'Report message' })
      .click()
    // Scoped to the toasts: Radix also announces a toast's words in a passing status element.
    const notifications = priya.getByRole('region', { name: 'Notifications (F8)' })
    await expect(notifications.getByText('It is hidden from the card while our team reviews it.')).toBeVisible()
    await expect(message).toHaveCount(0)
  })

  await test.step('it waits in the queue with its words, and a restore puts it back', async () => {
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Moderation' }).click()
    const item = page.getByRole('article', { name: `Reported message on a group card of ${card.organiserEmail}` })
    await expect(item).toContainText('You were the worst colleague.')
    await expect(item).toContainText('Farewell, Priya!')
    await partScreenshot(item, 'message-report-console')
    await item.getByRole('button', { name: 'Restore' }).click()
    const dialog = page.getByRole('dialog', { name: 'Restore the message' })
    await dialog.getByLabel('Reason', { exact: true }).fill('Friendly teasing, ticket 12')
    await dialog.getByRole('button', { name: 'Restore the message', exact: true }).click()
    const toasts = page.getByRole('region', { name: 'Notifications (F8)' })
    await expect(toasts.getByText('Message restored', { exact: true })).toBeVisible()
    await priya.reload()
    await expect(message).toBeVisible()
  })
})
