import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, type Locator, type Page, type Response } from '@playwright/test'

export interface Account {
  username: string
  email: string
  password: string
  /** The optional name cards are sent from. */
  displayName?: string
}

/** A fresh account that no earlier test (or run, on a reused data dir) has used. */
export function newAccount(tag: string): Account {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
  return {
    username: `${tag}_${id}`.slice(0, 32),
    email: `${tag}.${id}@example.com`,
    password: `Sunflower-${id}`,
  }
}

/** The server's data dir for this run (set by playwright.config.ts). */
export function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR
  if (!dir) throw new Error('E2E_DATA_DIR is not set; run the tests through playwright.config.ts')
  return dir
}

export async function signUp(page: Page, account: Account) {
  await page.goto('/signup')
  await submitSignUpForm(page, account)
  await expect(page.getByText('Account created!', { exact: true })).toBeVisible()
}

/** Fills in and sends the signup form already on screen (reached through a link that carries
 * `redirect` and `from`, say). */
export async function submitSignUpForm(page: Page, account: Account) {
  await page.getByLabel('Username').fill(account.username)
  if (account.displayName) await page.getByLabel('Name on your cards').fill(account.displayName)
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Password', { exact: true }).fill(account.password)
  await page.getByLabel('Confirm password').fill(account.password)
  await page.getByRole('button', { name: 'Create account' }).click()
}

/** Every warning and error the page writes to the console, and every uncaught exception. */
export function collectConsoleTrouble(page: Page): string[] {
  const trouble: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') {
      trouble.push(`${page.url()} ${message.type()}: ${message.text()}`)
    }
  })
  page.on('pageerror', (error) => trouble.push(`${page.url()} exception: ${error.message}`))
  return trouble
}

/** Waits until an <img> has really loaded its picture. */
export async function expectImageLoaded(image: Locator) {
  await expect(image).toBeVisible()
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0)
}

export async function logIn(page: Page, account: Pick<Account, 'email' | 'password'>, url = '/login') {
  await page.goto(url)
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Password', { exact: true }).fill(account.password)
  await page.getByRole('button', { name: 'Log in' }).click()
}

/** Logs out through the avatar menu (desktop layout). */
export async function logOutFromAccountMenu(page: Page) {
  await page.getByRole('button', { name: 'Open account menu' }).click()
  await page.getByRole('menuitem', { name: 'Logout' }).click()
  await expect(page.getByText('Logged out', { exact: true })).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
}

/** The header's credit count (the first one shown for the current layout). */
export function creditCount(page: Page) {
  return page.getByTestId('credit-count').locator('visible=true').first()
}

/** The newest password-reset link emailed to `to`, as a path (`/reset-password?token=…`). */
export function resetLinkFromOutbox(to: string): Promise<string> {
  return linkFromOutbox(to, '/reset-password?token=')
}

/**
 * The newest email-confirmation link emailed to `to`, as a path (`/verify-email?token=…`).
 * `emails` waits until that many confirmation emails to `to` are in the outbox (2 after a
 * resend), so the newest is the one just asked for rather than one sent before it.
 */
export function verificationLinkFromOutbox(to: string, { emails = 1 }: { emails?: number } = {}): Promise<string> {
  return linkFromOutbox(to, '/verify-email?token=', emails)
}

/** The link of the newest card emailed to `to`, as a path (`/c/{token}`): its "Open your card". */
export function cardLinkFromOutbox(to: string, { timeout = 10_000 }: { timeout?: number } = {}): Promise<string> {
  return linkFromOutbox(to, '/c/', 1, timeout)
}

/** The unsubscribe page's link in the newest card emailed to `to` (`/unsubscribe?email=…&token=…`).
 * The `List-Unsubscribe` header's link is the API's (`/api/unsubscribe`), which a person never opens. */
export function unsubscribeLinkFromOutbox(to: string): Promise<string> {
  return linkFromOutbox(to, '/unsubscribe?email=')
}

/** Waits for an email to `to` whose subject is `subject`, and returns the newest one's text. */
export async function emailFromOutbox(to: string, subject: string): Promise<string> {
  const outbox = join(dataDir(), 'outbox')
  let found: string | undefined
  await expect
    .poll(
      () => {
        found = emailsInOutbox(outbox, to).find((message) => message.includes(`Subject: ${subject}`))
        return found !== undefined
      },
      { message: `an email to ${to} titled "${subject}" in ${outbox}`, timeout: 10_000 },
    )
    .toBe(true)
  return found ?? ''
}

/** Waits for `count` emails to `to` that hold a link to `linkStart`, and returns the newest link's path. */
async function linkFromOutbox(to: string, linkStart: string, count = 1, timeout = 10_000): Promise<string> {
  const outbox = join(dataDir(), 'outbox')
  let links: string[] = []
  await expect
    .poll(
      () => {
        links = linksInOutbox(outbox, to, linkStart)
        return links.length
      },
      { message: `${count} email(s) to ${to} with a ${linkStart} link in ${outbox}`, timeout },
    )
    .toBeGreaterThanOrEqual(count)
  const url = new URL(links[0])
  return url.pathname + url.search
}

/** The links to `linkStart` (a path and the start of its query) in emails to `to`, newest email first. */
function linksInOutbox(outbox: string, to: string, linkStart: string): string[] {
  // The address up to the path has no slash, so `/api/unsubscribe` never passes for `/unsubscribe`.
  const linkPattern = new RegExp(`https?://[^\\s"<>/]+${escapeRegExp(linkStart)}[^\\s"<>]+`)
  return emailsInOutbox(outbox, to).flatMap((message) => linkPattern.exec(message)?.[0] ?? [])
}

/** The emails to `to` in the outbox, decoded, newest first. */
function emailsInOutbox(outbox: string, to: string): string[] {
  let files: string[]
  try {
    files = readdirSync(outbox).filter((name) => name.endsWith('.eml'))
  } catch {
    return []
  }
  const emails: string[] = []
  // File names start with a UTC timestamp, so name order is time order.
  for (const name of files.sort().reverse()) {
    const message = decodeQuotedPrintableParts(readFileSync(join(outbox, name), 'utf8'))
    const recipient = /^To:\s*(.+)$/im.exec(message)?.[1] ?? ''
    if (recipient.toLowerCase().includes(to.toLowerCase())) emails.push(message)
  }
  return emails
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/**
 * The message with its quoted-printable parts decoded. Only those parts: a 7bit part's
 * `token=70…` must not become `tokenp…`. A part's headers end at its first blank line, and
 * its body runs to the next boundary line (`--…`) or the end of the message.
 */
function decodeQuotedPrintableParts(message: string): string {
  return message.replace(
    /(Content-Transfer-Encoding:\s*quoted-printable(?:\r?\n[^\r\n]+)*\r?\n\r?\n)([^]*?)(?=\r?\n--|$)/gi,
    (_, headers: string, body: string) => headers + decodeQuotedPrintable(body),
  )
}

/** Undoes quoted-printable soft line breaks and escapes. */
function decodeQuotedPrintable(body: string): string {
  return body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
}

/**
 * Waits until React has hydrated a prerendered page. Its HTML shows at once, but its buttons
 * work only once the app's code has arrived (fetched after the first paint) and React has taken
 * the page over: the page's content then carries React's fiber. Polled from the test, so it
 * works on a page whose clock is stopped.
 */
export async function waitForHydration(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const content = document.querySelector('#main > *')
        return content !== null && Object.keys(content).some((key) => key.startsWith('__reactFiber$'))
      }),
    )
    .toBe(true)
}

/** POSTs to the API as the app on `page` does: with the page's session and a CSRF token. Fails
 * the test unless the answer is a success; answers its JSON body (null when it has none). */
export async function apiPost(page: Page, url: string, body?: unknown): Promise<unknown> {
  const { csrfToken } = (await (await page.request.get('/api/csrf-token')).json()) as { csrfToken: string }
  const response = await page.request.post(url, { headers: { 'CSRF-Token': csrfToken }, data: body })
  expect(response.ok(), `POST ${url}: ${response.status()} ${await response.text()}`).toBe(true)
  const text = await response.text()
  return text ? JSON.parse(text) : null
}

/**
 * The made image of a generation's answer, as the app asks for it: a 201 with its JSON, or,
 * when previews were streamed (200, Server-Sent Events, whose body the browser does not keep
 * for a test to read), the newest image of the account once the app has shown it.
 */
export async function generationAnswer<T>(page: Page, response: Response): Promise<T> {
  const type = (await response.headerValue('content-type')) ?? ''
  if (!type.startsWith('text/event-stream')) {
    expect(response.status()).toBe(201)
    return (await response.json()) as T
  }
  expect(response.status()).toBe(200)
  // The app says so once the stream's last event has come; by then the image is recorded.
  const notifications = page.getByRole('region', { name: 'Notifications (F8)' })
  await expect(notifications.getByText(/^(Image|Card) Generated!$/)).toBeVisible()
  const recent = await page.request.get('/api/images/recent')
  expect(recent.status()).toBe(200)
  const [newest] = (await recent.json()) as T[]
  expect(newest, 'the made image is in the gallery').toBeTruthy()
  return newest
}
