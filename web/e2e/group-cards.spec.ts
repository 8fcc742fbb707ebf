import { expect, test } from '@playwright/test'
import { organiserWithCard } from './signing-flow'
import { cardLinkFromOutbox, emailFromOutbox, expectImageLoaded } from './support'

/*
 * A group card from its organiser's side: started from a card in the gallery, shared by link and
 * by email, a reminder sent, a signer's message seen, sent now, and the recipient reading it with
 * its inside page drawn by the server. (Signing itself in detail: signing.spec.ts.)
 */

test('an organiser starts a group card from the gallery, shares it, reminds, and sends it', async ({ page, browser, baseURL }) => {
  const { imageId: id, tag } = await organiserWithCard(page)
  const recipientEmail = `priya.${tag}@example.com`.toLowerCase()
  const invitedEmail = `dee.${tag}@example.com`.toLowerCase()
  const notifications = page.getByRole('region', { name: 'Notifications (F8)' })

  await test.step('start it from the card in the gallery', async () => {
    await page.goto(`/gallery?image=${id}`)
    await page.getByRole('dialog', { name: 'Image details' }).getByRole('button', { name: 'Group card' }).click()
    const dialog = page.getByRole('dialog', { name: 'Start a group card' })
    await dialog.getByRole('textbox', { name: 'Title' }).fill('Farewell, Priya!')
    await dialog.getByRole('textbox', { name: "Recipient's name" }).fill('Priya')
    await dialog.getByRole('textbox', { name: "Recipient's email" }).fill(recipientEmail)
    await dialog.getByRole('textbox', { name: 'From' }).fill('Ana')
    await dialog.getByRole('button', { name: 'Start group card' }).click()
    await expect(page).toHaveURL(/\/group-cards\/[\w-]+$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Farewell, Priya!' })).toBeVisible()
  })

  const shareUrl = await page.getByRole('textbox', { name: 'Share link' }).inputValue()
  expect(shareUrl).toMatch(/\/sign\/[\w-]{43}$/)

  await test.step('someone signs from the share link', async () => {
    const signer = await (await browser.newContext({ baseURL })).newPage()
    await signer.goto(new URL(shareUrl).pathname)
    await signer.getByRole('textbox', { name: 'Your message' }).fill('Lisbon is lucky to have you.')
    await signer.getByRole('textbox', { name: 'Your name' }).fill('Bo')
    await signer.getByRole('button', { name: 'Sign the card' }).click()
    await expect(signer.getByText('Lisbon is lucky to have you.').first()).toBeVisible()
  })

  await test.step('a new share link turns the old one away', async () => {
    await page.getByRole('button', { name: 'Make a new link' }).click()
    await page.getByRole('alertdialog', { name: 'Make a new share link?' }).getByRole('button', { name: 'Make a new link' }).click()
    await expect(page.getByRole('textbox', { name: 'Share link' })).not.toHaveValue(shareUrl)
    const latecomer = await (await browser.newContext({ baseURL })).newPage()
    const response = await latecomer.goto(new URL(shareUrl).pathname)
    expect(response?.status()).toBe(404)
    await expect(latecomer.getByRole('heading', { name: 'This link is not valid or was closed' })).toBeVisible()
  })

  await test.step('invite by email, then remind who has not signed', async () => {
    await page.getByRole('textbox', { name: 'Email addresses' }).fill(invitedEmail)
    await page.getByRole('button', { name: 'Send invitations' }).click()
    await expect(notifications.getByText('Invitation sent')).toBeVisible()
    const invitation = await emailFromOutbox(invitedEmail, 'Sign the card for Priya: Farewell, Priya!')
    expect(invitation).toContain('/sign/')
    await page.getByRole('button', { name: 'Remind now (1)' }).click()
    await expect(notifications.getByText('Reminder sent to 1 person')).toBeVisible()
    expect(await emailFromOutbox(invitedEmail, 'Reminder: sign the card for Priya')).toContain('No more reminders')
  })

  await test.step('the message shows up, and the card is sent now', async () => {
    await page.reload()
    await expect(page.getByRole('article', { name: 'Message from Bo' })).toContainText('Lisbon is lucky to have you.')
    await page.getByRole('button', { name: 'Send now' }).click()
    await page.getByRole('alertdialog', { name: 'Send it to Priya now?' }).getByRole('button', { name: 'Send now' }).click()
    await expect(notifications.getByText('On its way to Priya')).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Share link' })).toBeHidden()
  })

  await test.step('the recipient reads it, with its inside page', async () => {
    const recipient = await (await browser.newContext({ baseURL, reducedMotion: 'reduce' })).newPage()
    await recipient.goto(await cardLinkFromOutbox(recipientEmail))
    const skip = recipient.getByRole('button', { name: /^Skip/ })
    if (await skip.isVisible()) await skip.click()
    const inside = recipient.getByRole('region', { name: 'Farewell, Priya!' })
    await expect(inside.getByRole('article', { name: 'Message from Bo' })).toContainText('Lisbon is lucky to have you.')
    await expectImageLoaded(inside.getByRole('img', { name: /^Inside page 1 of 1/ }))
  })
})
