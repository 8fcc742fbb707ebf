import { expect, type Browser, type BrowserContextOptions, type Page } from '@playwright/test'
import { cardLinkFromOutbox, newAccount, signUp, verificationLinkFromOutbox, type Account } from './support'

export interface SentCard {
  sender: Account
  senderName: string
  recipientName: string
  recipientEmail: string
  message: string
  /** The path of the card page, from the email (`/c/{token}`). */
  link: string
}

interface SendOptions {
  senderName?: string
  recipientName?: string
  message?: string
  font?: 'classic' | 'modern' | 'handwritten'
}

/**
 * What a sender does before anyone opens a card: signs up and confirms the address (cards go
 * out only from confirmed accounts), then makes a card and sends it now (`sendAnotherCard`).
 */
export async function sendCardByEmail(page: Page, tag: string, options: SendOptions = {}): Promise<SentCard> {
  const sender = newAccount(tag)
  const senderName = options.senderName ?? 'Alex'
  const recipientName = options.recipientName ?? 'Mia'
  const recipientEmail = `mia.${sender.username}@example.com`.toLowerCase()
  const message = options.message ?? "Happy birthday, Mia! Can't wait to celebrate with you on Saturday."

  await signUp(page, sender)
  await page.goto(await verificationLinkFromOutbox(sender.email))
  await expect(page.getByRole('heading', { name: 'Email confirmed' })).toBeVisible()
  const link = await sendAnotherCard(page, { recipientName, recipientEmail, senderName, message, font: options.font ?? 'classic' })
  return { sender, senderName, recipientName, recipientEmail, message, link }
}

interface CardToSend {
  recipientName: string
  recipientEmail: string
  senderName: string
  message: string
  font: 'classic' | 'modern' | 'handwritten'
}

/** The signed-in, confirmed sender on `page` makes a birthday card and sends it now through
 * POST /api/sends from the page (as the app does, with its CSRF token). Returns the link from
 * the recipient's email. */
export async function sendAnotherCard(page: Page, card: CardToSend): Promise<string> {
  const status = await page.evaluate(
    async ({ recipientName, recipientEmail, senderName, message, font }) => {
      const token = async () => ((await (await fetch('/api/csrf-token')).json()) as { csrfToken: string }).csrfToken
      const post = async (url: string, body: unknown) =>
        fetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'CSRF-Token': await token() },
          body: JSON.stringify(body),
        })
      const made = await post('/api/cards/generate', {
        category: 'birthday',
        style: 'watercolor',
        description: 'A golden retriever in a party hat, with balloons',
        includeText: true,
        cardText: `Happy birthday, ${recipientName}!`,
        quality: 'low',
      })
      if (!made.ok) return `generate: ${made.status} ${await made.text()}`
      const { id } = (await made.json()) as { id: string }
      const sent = await post('/api/sends', {
        imageId: id,
        recipients: [{ name: recipientName, email: recipientEmail }],
        message,
        senderName,
        font,
        timeZone: 'Europe/Paris',
      })
      return sent.ok ? 'sent' : `send: ${sent.status} ${await sent.text()}`
    },
    { ...card },
  )
  expect(status).toBe('sent')

  // The courier looks for due cards every half second (CARDSMITH_SEND_POLL_MS).
  const link = await cardLinkFromOutbox(card.recipientEmail)
  expect(link).toMatch(/^\/c\/[\w-]+$/)
  return link
}

/** A browser of the card's recipient: no account, no cookies of the sender's. */
export async function visitorPage(browser: Browser, baseURL: string, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ baseURL, ...options })
  return context.newPage()
}
