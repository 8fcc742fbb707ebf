import { expect, type Browser, type BrowserContextOptions, type Page, type ViewportSize } from '@playwright/test'
import { screenshot } from './customer-polish-helpers'
import { apiPost, cardLinkFromOutbox, emailFromOutbox, expectImageLoaded, newAccount, signUp, verificationLinkFromOutbox } from './support'

/*
 * A group card from start to thanks, as its Done-when walks it: an organiser starts one, three
 * signers sign in three browsers without accounts (one draws a signature, one writes in Arabic),
 * an invited non-signer is reminded, the card is sent, and the recipient reads every message,
 * downloads the PDF and thanks everyone, which reaches every signer who left an email.
 * Run at 1280 px by signing.spec.ts and at 375 px by mobile-signing.spec.ts.
 */

/** `YYYY-MM-DDTHH:MM` in UTC, `days` from now. */
function wallClock(days: number) {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 16)
}

/** A confirmed organiser, signed up on `page`, with one card made through the API. */
export async function organiserWithCard(page: Page): Promise<{ imageId: string; tag: string; email: string }> {
  const organiser = newAccount('organiser')
  await signUp(page, organiser)
  await page.goto(await verificationLinkFromOutbox(organiser.email))
  await expect(page.getByRole('heading', { name: 'Email confirmed' })).toBeVisible()
  const { id } = (await apiPost(page, '/api/cards/generate', {
    category: 'thank_you',
    style: 'watercolor',
    description: 'Hot-air balloons over rolling hills at sunrise',
    includeText: true,
    cardText: 'Farewell, Priya!',
    quality: 'low',
  })) as { id: string }
  return { imageId: id, tag: organiser.username, email: organiser.email }
}

/** The organiser on `page` starts a group card for Priya from a new card, as the app does. */
export async function startGroupCard(page: Page) {
  const { imageId, tag, email } = await organiserWithCard(page)
  const recipientEmail = `priya.${tag}@example.com`.toLowerCase()
  const started = (await apiPost(page, '/api/group-cards', {
    imageId,
    title: 'Farewell, Priya!',
    recipientName: 'Priya',
    recipientEmail,
    organiserName: 'Ana',
    deadline: wallClock(2),
    sendAt: wallClock(3),
    timeZone: 'UTC',
  })) as { id: string; shareUrl: string }
  return { id: started.id, signPath: new URL(started.shareUrl).pathname, recipientEmail, tag, organiserEmail: email }
}

/** The screen every browser of the flow gets: the test project's, phone or desktop. */
export interface Screen {
  viewport: ViewportSize | null
  isMobile: boolean
  hasTouch: boolean
}

/** A page in a browser of its own (its own cookies: another person), at the test's screen size. */
export async function newPage(browser: Browser, baseURL: string | undefined, screen: Screen, options: BrowserContextOptions = {}) {
  return (await browser.newContext({ baseURL, ...screen, ...options })).newPage()
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

export async function signTogetherAndThank(
  { page, browser, baseURL }: { page: Page; browser: Browser; baseURL: string | undefined },
  screen: Screen,
) {
  const card = await startGroupCard(page)
  const email = (name: string) => `${name}.${card.tag}@example.com`.toLowerCase()

  // Bo signs from the share link, with a drawn signature.
  const bo = await newPage(browser, baseURL, screen)
  await bo.goto(card.signPath)
  await expect(bo.getByRole('heading', { level: 1, name: 'Farewell, Priya!' })).toBeVisible()
  await expect(bo.getByText('Ana is collecting messages for Priya.')).toBeVisible()
  await bo.getByRole('textbox', { name: 'Your message', exact: true }).fill('Lisbon is lucky to have you!')
  await expect(bo.getByText('28 / 500')).toBeVisible()
  await bo.getByLabel('Your name').fill('Bo')
  await bo.getByLabel('Your email, optional').fill(email('bo'))
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
  await screenshot(bo, 'group-card-signed')

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
  const layla = await newPage(browser, baseURL, screen)
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

  // Cy signs in a third browser with a suggested message, in the modern face, and leaves an email.
  const cy = await newPage(browser, baseURL, screen)
  await cy.goto(card.signPath)
  await cy.getByRole('button', { name: 'Suggest messages' }).click()
  const idea = cy.getByRole('list', { name: 'Choose one to use it:' }).getByRole('button').first()
  const suggested = (await idea.textContent())?.trim() ?? ''
  expect(suggested).not.toBe('')
  await idea.click()
  await expect(cy.getByRole('textbox', { name: 'Your message', exact: true })).toHaveValue(suggested)
  await cy.getByLabel('Your name').fill('Cy')
  await cy.getByLabel('Your email, optional').fill(email('cy'))
  await cy.getByRole('radio', { name: /Modern/ }).check()
  await cy.getByRole('button', { name: 'Sign the card' }).click()
  await expect(cy.getByRole('heading', { name: 'You signed the card' })).toBeVisible()

  // Dee was invited and has not signed: Remind now reaches her, with a way to stop reminders.
  await apiPost(page, `/api/group-cards/${card.id}/invites`, { emails: [email('dee')] })
  await apiPost(page, `/api/group-cards/${card.id}/reminders`)
  expect(await emailFromOutbox(email('dee'), 'Reminder: sign the card for Priya')).toContain('No more reminders')

  // The organiser sends it; Priya reads every message as text.
  await apiPost(page, `/api/group-cards/${card.id}/send`)
  const link = await cardLinkFromOutbox(card.recipientEmail, { timeout: 20_000 })
  const priya = await newPage(browser, baseURL, screen, { reducedMotion: 'reduce' })
  await priya.goto(link)
  const inside = priya.getByRole('region', { name: 'Farewell, Priya!' })
  await expect(inside.getByRole('article')).toHaveCount(3)
  await expect(inside.getByRole('img', { name: /^Inside page 1 of 1/ })).toBeVisible()
  await expect(inside.getByRole('article', { name: 'Message from Bo' })).toContainText(
    'Lisbon is lucky to have you. We will miss you!',
  )
  await expect(inside.getByRole('img', { name: 'Signature of Bo' })).toBeVisible()
  await expect(inside.getByRole('article', { name: 'Message from ليلى' })).toContainText('سنشتاق إليك كثيرا يا بريا!')
  await expect(inside.getByRole('article', { name: 'Message from Cy' })).toContainText(suggested)

  // She downloads the printable card: the PDF with the inside pages.
  await priya.getByRole('button', { name: 'Print the folded card' }).click()
  const print = priya.getByRole('dialog', { name: 'Print the folded card' })
  const pdf = await priya.request.get((await print.getByRole('link', { name: 'Download PDF' }).getAttribute('href'))!)
  expect(pdf.status()).toBe(200)
  expect(pdf.headers()['content-type']).toBe('application/pdf')
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-')
  await print.getByRole('button', { name: 'Cancel' }).click()

  // She thanks everyone: Ana, and each signer who left an email.
  await priya.getByRole('textbox', { name: 'Your note' }).fill('Thank you all, I will miss you!')
  await priya.getByRole('button', { name: 'Send thanks' }).click()
  await expect(priya.getByRole('heading', { name: 'Your thanks was sent to everyone' })).toBeVisible()
  await expectImageLoaded(inside.getByRole('img', { name: /^Inside page 1 of 1/ }))
  await screenshot(priya, 'group-card-received')
  for (const signer of ['bo', 'cy']) {
    const thanks = await emailFromOutbox(email(signer), 'Priya thanked everyone who signed their card')
    expect(thanks).toContain('Thank you all, I will miss you!')
  }
}
