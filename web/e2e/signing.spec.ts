import { expect, test, type Browser, type Page } from '@playwright/test'
import { cardLinkFromOutbox, newAccount, signUp, verificationLinkFromOutbox } from './support'

/** `YYYY-MM-DDTHH:MM` in UTC, `days` from now. */
function wallClock(days: number) {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 16)
}

/** A confirmed organiser on `page` makes a card and starts a group card for Priya through the
 * API from the page (as the app does, with its CSRF token). */
async function startGroupCard(page: Page) {
  const organiser = newAccount('organiser')
  await signUp(page, organiser)
  await page.goto(await verificationLinkFromOutbox(organiser.email))
  await expect(page.getByRole('heading', { name: 'Email confirmed' })).toBeVisible()
  const recipientEmail = `priya.${organiser.username}@example.com`.toLowerCase()
  const started = await page.evaluate(
    async ({ recipientEmail, deadline, sendAt }) => {
      const token = async () => ((await (await fetch('/api/csrf-token')).json()) as { csrfToken: string }).csrfToken
      const post = async (url: string, body: unknown) =>
        fetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'CSRF-Token': await token() },
          body: JSON.stringify(body),
        })
      const made = await post('/api/cards/generate', {
        category: 'thank_you',
        style: 'watercolor',
        description: 'Hot-air balloons over rolling hills at sunrise',
        includeText: true,
        cardText: 'Farewell, Priya!',
        quality: 'low',
      })
      if (!made.ok) return { error: `generate: ${made.status} ${await made.text()}` }
      const { id } = (await made.json()) as { id: string }
      const group = await post('/api/group-cards', {
        imageId: id,
        title: 'Farewell, Priya!',
        recipientName: 'Priya',
        recipientEmail,
        organiserName: 'Ana',
        deadline,
        sendAt,
        timeZone: 'UTC',
      })
      if (!group.ok) return { error: `group: ${group.status} ${await group.text()}` }
      return (await group.json()) as { id: string; shareUrl: string }
    },
    { recipientEmail, deadline: wallClock(2), sendAt: wallClock(3) },
  )
  if ('error' in started) throw new Error(started.error)
  return { id: started.id, signPath: new URL(started.shareUrl).pathname, recipientEmail }
}

async function signerPage(browser: Browser, baseURL: string | undefined) {
  return (await browser.newContext({ baseURL })).newPage()
}

/** Draws a small loop and a tick on the signature pad with the mouse. */
async function drawSignature(page: Page) {
  const pad = page.getByTestId('signature-pad')
  await pad.scrollIntoViewIfNeeded()
  const box = await pad.boundingBox()
  if (!box) throw new Error('The signature pad is not on screen')
  const at = (x: number, y: number) => [box.x + box.width * x, box.y + box.height * y] as const
  await page.mouse.move(...at(0.1, 0.6))
  await page.mouse.down()
  for (let i = 1; i <= 20; i++) {
    const t = i / 20
    await page.mouse.move(...at(0.1 + 0.5 * t, 0.6 - 0.3 * Math.sin(t * Math.PI * 2)))
  }
  await page.mouse.up()
  await page.mouse.move(...at(0.65, 0.3))
  await page.mouse.down()
  await page.mouse.move(...at(0.85, 0.7), { steps: 6 })
  await page.mouse.up()
  await expect(pad).toHaveAccessibleName('Signature pad: 2 strokes drawn')
}

test('signers sign a group card with a drawn signature, edit it, and the recipient reads every message', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const card = await startGroupCard(page)

  // Bo signs from the share link, with a drawn signature.
  const bo = await signerPage(browser, baseURL)
  await bo.goto(card.signPath)
  await expect(bo.getByRole('heading', { level: 1, name: 'Farewell, Priya!' })).toBeVisible()
  await expect(bo.getByText('Ana is collecting messages for Priya.')).toBeVisible()
  await bo.getByRole('textbox', { name: 'Your message', exact: true }).fill('Lisbon is lucky to have you!')
  await expect(bo.getByText('28 / 500')).toBeVisible()
  await bo.getByLabel('Your name').fill('Bo')
  await bo.getByRole('radio', { name: /Handwritten/ }).check()
  await bo.getByRole('radio', { name: 'Navy' }).check()
  await drawSignature(bo)
  await bo.getByRole('button', { name: 'Sign the card' }).click()

  await expect(bo.getByRole('heading', { name: 'You signed the card' })).toBeVisible()
  await expect(bo.getByLabel('Your link to change your message')).toHaveValue(/\/sign\//)
  // The success panel shows the message, with Edit and Delete.
  const mine = bo.getByRole('region', { name: 'You signed the card' })
  await expect(mine.getByText('Lisbon is lucky to have you!')).toBeVisible()
  await expect(mine.getByRole('img', { name: 'Signature of Bo' })).toBeVisible()

  // Bo changes the message.
  await mine.getByRole('button', { name: /^Edit/ }).click()
  await mine.getByRole('textbox', { name: 'Your message', exact: true }).fill('Lisbon is lucky to have you. We will miss you!')
  await mine.getByRole('button', { name: 'Save changes' }).click()
  await expect(mine.getByText('Lisbon is lucky to have you. We will miss you!')).toBeVisible()
  await bo.reload()
  await expect(
    bo.getByRole('region', { name: 'Your message' }).getByText('Lisbon is lucky to have you. We will miss you!'),
  ).toBeVisible()

  // Layla signs from another browser, in Arabic: she sees Bo's message but cannot change it.
  const layla = await signerPage(browser, baseURL)
  await layla.goto(card.signPath)
  const others = layla.getByRole('region', { name: 'Messages so far' })
  await expect(others.getByText('Lisbon is lucky to have you. We will miss you!')).toBeVisible()
  await expect(others.getByRole('img', { name: 'Signature of Bo' })).toBeVisible()
  await expect(layla.getByRole('button', { name: /^Edit/ })).toHaveCount(0)
  await layla.getByRole('textbox', { name: 'Your message', exact: true }).fill('سنشتاق إليك كثيرا يا بريا!')
  await layla.getByLabel('Your name').fill('ليلى')
  await layla.getByRole('radio', { name: 'Berry' }).check()
  await layla.getByRole('button', { name: 'Sign the card' }).click()
  await expect(layla.getByRole('heading', { name: 'You signed the card' })).toBeVisible()

  // The organiser sends it; Priya reads every message as text.
  const sent = await page.evaluate(async (id) => {
    const token = ((await (await fetch('/api/csrf-token')).json()) as { csrfToken: string }).csrfToken
    const response = await fetch(`/api/group-cards/${id}/send`, { method: 'POST', headers: { 'CSRF-Token': token } })
    return response.ok ? 'sent' : `${response.status} ${await response.text()}`
  }, card.id)
  expect(sent).toBe('sent')
  const link = await cardLinkFromOutbox(card.recipientEmail, { timeout: 20_000 })
  const priya = await (await browser.newContext({ baseURL, reducedMotion: 'reduce' })).newPage()
  await priya.goto(link)
  const inside = priya.getByRole('region', { name: 'Farewell, Priya!' })
  await expect(inside.getByRole('article')).toHaveCount(2)
  await expect(inside.getByRole('img', { name: /^Inside page 1 of 1/ })).toBeVisible()
  await expect(inside.getByRole('article', { name: 'Message from Bo' })).toContainText(
    'Lisbon is lucky to have you. We will miss you!',
  )
  await expect(inside.getByRole('img', { name: 'Signature of Bo' })).toBeVisible()
  await expect(inside.getByRole('article', { name: 'Message from ليلى' })).toContainText('سنشتاق إليك كثيرا يا بريا!')
})
