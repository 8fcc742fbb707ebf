import { expect, test, type Page } from '@playwright/test'
import { freshCode, makeStaff } from './console-helpers'
import { buyThroughDemoCheckout } from './purchase-helpers'
import { creditCount, logIn, newAccount, signUp } from './support'
import { turnOnTwoFactor } from './two-factor-helpers'

/** The operator console (/admin): a support case from the customer's purchase to the audit log. */

const SUSPENDED = 'This account is suspended. Write to support if you think this is a mistake.'
const NOT_FOUND_TITLE = 'Page not found | Cardsmith'
/** The console's code has a chunk of its own; its file name starts so (see the gate's lazy import). */
const CONSOLE_CHUNK = /\/assets\/operator-console-[^/]*\.js$/

/** Opens an action's dialog from the account page's Actions panel, gives the reason, and confirms. */
async function act(page: Page, action: string, dialogTitle: string, reason: string, confirm = action) {
  await page.getByRole('region', { name: 'Actions' }).getByRole('button', { name: action }).click()
  const dialog = page.getByRole('dialog', { name: dialogTitle })
  await dialog.getByLabel('Reason', { exact: true }).fill(reason)
  await dialog.getByRole('button', { name: confirm, exact: true }).click()
  await expect(dialog).toBeHidden()
}

test('staff find a customer by checkout session, grant credits, suspend and lift, and the audit log shows each step', async ({
  page,
  browser,
}) => {
  // Waiting for a fresh authenticator code can take up to 30 s on its own.
  test.setTimeout(180_000)
  const staff = newAccount('staff')
  const customer = newAccount('customer')
  const customerPage = await (await browser.newContext()).newPage()
  let secret = Buffer.alloc(0)
  let usedStep = 0
  let sessionId = ''
  let customerId = ''
  const grantReason = 'Goodwill for a card that failed to send, ticket 4521'
  const suspendReason = 'Chargeback under review, ticket 4522'
  const liftReason = 'Chargeback withdrawn, ticket 4522'
  const refundReason = 'Bought by mistake, ticket 4523'

  await test.step('the staff member signs up and turns on two-step sign-in', async () => {
    ;({ secret, usedStep } = await turnOnTwoFactor(page, staff))
  })

  await test.step('a customer signs up and buys credits on the demo checkout', async () => {
    await signUp(customerPage, customer)
    sessionId = await buyThroughDemoCheckout(customerPage, 'Starter', '$4.99')
    expect(sessionId).not.toBe('')
    await expect(creditCount(customerPage)).toHaveText('60')
  })

  await test.step('the server command line makes the staff member an admin', async () => {
    makeStaff(staff.email, 'admin')
  })

  await test.step('the console asks for a code first, then opens', async () => {
    await page.goto('/admin')
    await expect(page.getByRole('heading', { name: "Confirm it's you" })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Console' })).toHaveCount(0)
    // The code that turned two-step sign-in on is spent: this one is from a later step.
    const { code, step } = await freshCode(secret, usedStep)
    usedStep = step
    await page.getByLabel('Code from your app, or a recovery code').fill(code)
    await page.getByRole('main').getByRole('button', { name: 'Confirm', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Find an account' })).toBeVisible()
    await expect(page.getByText('Cardsmith console')).toBeVisible()
    await expect(page.getByText(staff.email).first()).toBeVisible()
  })

  await test.step('the checkout session finds the customer', async () => {
    await page.getByLabel('Email, username, id, image, card link, checkout session or payment intent').fill(sessionId)
    await page.getByRole('search').getByRole('button', { name: 'Search', exact: true }).click()
    const match = page.getByRole('table', { name: 'Matching accounts' }).getByRole('row').filter({ hasText: customer.email })
    await expect(match).toContainText('checkout session')
    await match.getByRole('link', { name: customer.email }).click()
    await expect(page.getByRole('heading', { level: 1, name: customer.email })).toBeVisible()
    await expect(page.getByTestId('console-balance')).toHaveText('60 credits')
    await expect(page.getByRole('table', { name: 'Payments' })).toContainText(sessionId)
    customerId = (await page.getByTestId('account-id').innerText()).trim()
    expect(customerId).not.toBe('')
  })

  await test.step('a grant needs a reason, then adds 25 credits', async () => {
    await page.getByRole('region', { name: 'Actions' }).getByRole('button', { name: 'Grant credits' }).click()
    const dialog = page.getByRole('dialog', { name: 'Grant credits' })
    await dialog.getByLabel('Credits', { exact: true }).fill('25')
    await expect(dialog.getByLabel('Expires in days')).toHaveValue('365')
    await dialog.getByRole('button', { name: 'Grant credits' }).click()
    await expect(dialog.getByText('Say why: every console action needs a reason')).toBeVisible()
    await dialog.getByLabel('Reason', { exact: true }).fill(grantReason)
    await dialog.getByRole('button', { name: 'Grant credits' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByText('Credits granted', { exact: true })).toBeVisible()
    await expect(page.getByTestId('console-balance')).toHaveText('85 credits')
    await expect(page.getByRole('table', { name: 'Credit lots' }).getByRole('row').filter({ hasText: 'Staff grant' })).toContainText('25')
  })

  await test.step("the customer's header shows the new balance", async () => {
    await customerPage.reload()
    await expect(creditCount(customerPage)).toHaveText('85')
  })

  await test.step('a suspended customer cannot sign in', async () => {
    await act(page, 'Suspend account', 'Suspend the account', suspendReason)
    await expect(page.getByText('Account suspended', { exact: true })).toBeVisible()
    await expect(page.getByRole('list', { name: 'Account state' })).toContainText('Suspended since')
    // The suspension signed the customer out everywhere.
    await logIn(customerPage, customer)
    await expect(customerPage.getByText(SUSPENDED).first()).toBeVisible()
    await expect(customerPage).toHaveURL(/\/login/)
  })

  await test.step('once the suspension is lifted, the customer signs in again', async () => {
    await act(page, 'Lift suspension', 'Lift the suspension', liftReason)
    await expect(page.getByText('Suspension lifted', { exact: true })).toBeVisible()
    await expect(page.getByRole('list', { name: 'Account state' })).not.toContainText('Suspended')
    await expect(page.getByRole('region', { name: 'Actions' }).getByRole('button', { name: 'Suspend account' })).toBeVisible()
    await logIn(customerPage, customer)
    await expect(customerPage.getByText('Welcome back!', { exact: true })).toBeVisible()
    await expect(creditCount(customerPage)).toHaveText('85')
  })


  await test.step('a refund of the purchase takes its credits back once', async () => {
    const purchase = page.getByRole('table', { name: 'Payments' }).getByRole('row').filter({ hasText: sessionId })
    await purchase.getByRole('button', { name: 'Refund' }).click()
    const dialog = page.getByRole('dialog', { name: 'Refund $4.99' })
    await dialog.getByLabel('Reason', { exact: true }).fill(refundReason)
    await dialog.getByRole('button', { name: 'Refund payment', exact: true }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByText('Payment refunded', { exact: true })).toBeVisible()
    await expect(page.getByTestId('console-balance')).toHaveText('35 credits')
    // Asked again, the same purchase is not refunded twice.
    await purchase.getByRole('button', { name: 'Refund' }).click()
    await dialog.getByLabel('Reason', { exact: true }).fill(refundReason)
    await dialog.getByRole('button', { name: 'Refund payment', exact: true }).click()
    await expect(dialog.getByText('This purchase was already refunded')).toBeVisible()
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(page.getByTestId('console-balance')).toHaveText('35 credits')
    await customerPage.reload()
    await expect(creditCount(customerPage)).toHaveText('35')
  })

  await test.step('the audit log shows each step, filtered to the customer', async () => {
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Audit log' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible()
    const filters = page.getByRole('form', { name: 'Filter the audit log' })
    await filters.getByLabel('Account id', { exact: true }).fill(customerId)
    await filters.getByRole('button', { name: 'Apply filters' }).click()
    await expect(page).toHaveURL(new RegExp(`[?&]account=${customerId}`))
    const rows = page.getByRole('table', { name: 'Audit entries' }).getByRole('row')
    for (const [action, reason] of [
      ['refund_payment', refundReason],
      ['lift_suspension', liftReason],
      ['suspend', suspendReason],
      ['grant_credits', grantReason],
    ]) {
      const entry = rows.filter({ hasText: reason })
      await expect(entry).toHaveCount(1)
      await expect(entry.getByRole('cell').nth(2)).toHaveText(action)
      await expect(entry).toContainText(staff.email)
      await expect(entry.getByRole('cell').nth(5)).toHaveText('done')
    }
    // Newest first: the row under the header is the refund.
    await expect(rows.nth(1)).toContainText(refundReason)
    await expect(page.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      `/api/admin/audit.csv?account=${encodeURIComponent(customerId)}`,
    )
  })

  await test.step("the staff member's own role, given on the command line, is in the log too", async () => {
    const filters = page.getByRole('form', { name: 'Filter the audit log' })
    await filters.getByRole('button', { name: 'Clear' }).click()
    await expect(page).toHaveURL(/\/admin\/audit$/)
    await filters.getByLabel('Action', { exact: true }).selectOption('grant_staff_role')
    await filters.getByRole('button', { name: 'Apply filters' }).click()
    await expect(page).toHaveURL(/[?&]action=grant_staff_role/)
    const grant = page.getByRole('table', { name: 'Audit entries' }).getByRole('row').filter({ hasText: 'server command line' })
    await expect(grant.first()).toContainText('{"role":null} → {"role":"admin"}')
  })

  await customerPage.context().close()
})

test('a signed-in customer who is not staff gets the not-found page at /admin, and no console code', async ({ page }) => {
  const consoleChunks: string[] = []
  page.on('request', (request) => {
    if (CONSOLE_CHUNK.test(new URL(request.url()).pathname)) consoleChunks.push(request.url())
  })
  await signUp(page, newAccount('notstaff'))

  const unknown = await page.goto('/no-such-page')
  expect(unknown?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: /Page Not Found/ })).toBeVisible()
  const unknownPage = await page.locator('main').innerHTML()

  for (const path of ['/admin', '/admin/audit']) {
    const answer = await page.goto(path)
    // The server answers the console's addresses as any unknown one.
    expect(answer?.status(), path).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: /Page Not Found/ })).toBeVisible()
    await expect(page).toHaveTitle(NOT_FOUND_TITLE)
    await expect(page).toHaveURL(new RegExp(`${path}$`))
    expect(await page.locator('main').innerHTML(), path).toBe(unknownPage)
  }
  await expect(page.getByText('Cardsmith console')).toHaveCount(0)
  // The gate asked, and was told no: nothing of the console was fetched.
  await page.waitForLoadState('networkidle')
  expect(consoleChunks).toEqual([])
})
