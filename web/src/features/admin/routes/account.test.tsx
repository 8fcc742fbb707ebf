import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { json, stubFetch } from '@/testing/fetch-stub'
import { renderRoute, TEST_USER } from '@/testing/render'
import type { StaffSession } from '../api/staff-session'
import { ADMIN, CUSTOMER, CUSTOMER_ID, EMPTY_LEDGER, SUPPORT } from '../testing/console-fixtures'
import { AccountRoute } from './account'

const ACCOUNT_PATH = `/api/admin/accounts/${CUSTOMER_ID}`
const GRANT_PATH = `${ACCOUNT_PATH}/credits`
const REASON_MISSING = 'Say why: every console action needs a reason'
const NOT_YOUR_ROLE = 'Your role may not do this; an admin can'

function renderAccount(session: StaffSession, routes: Parameters<typeof stubFetch>[0] = {}, account = CUSTOMER) {
  const api = stubFetch({
    'GET /api/csrf-token': json({ csrfToken: 'token-1' }),
    [`GET ${ACCOUNT_PATH}`]: () => json(account),
    [`GET ${ACCOUNT_PATH}/ledger`]: json(EMPTY_LEDGER),
    ...routes,
  })
  renderRoute({
    path: '/admin/accounts/:id',
    element: <AccountRoute session={session} />,
    url: `/admin/accounts/${CUSTOMER_ID}`,
    user: TEST_USER,
  })
  return api
}

async function openGrantDialog() {
  const user = userEvent.setup()
  await user.click(await screen.findByRole('button', { name: 'Grant credits' }))
  return { user, dialog: await screen.findByRole('dialog', { name: 'Grant credits' }) }
}

describe('An account in the console', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })

  it('shows who the account is, its balance, lots and payments', async () => {
    renderAccount(ADMIN)

    expect(await screen.findByRole('heading', { level: 1, name: CUSTOMER.email })).toBeInTheDocument()
    expect(screen.getByTestId('account-id')).toHaveTextContent(CUSTOMER_ID)
    const state = screen.getByRole('list', { name: 'Account state' })
    expect(state).toHaveTextContent('Email confirmed')
    expect(state).not.toHaveTextContent('Suspended')
    expect(screen.getByTestId('console-balance')).toHaveTextContent('60 credits')
    const lots = screen.getByRole('table', { name: 'Credit lots' })
    expect(within(lots).getByRole('row', { name: /Purchase 50 50/ })).toBeInTheDocument()
    expect(within(lots).getByRole('row', { name: /Signup bonus 10 10 Never/ })).toBeInTheDocument()
    expect(screen.getByRole('table', { name: 'Payments' })).toHaveTextContent('demo_abc123')
    expect(screen.getByRole('table', { name: 'Payments' })).toHaveTextContent('$4.99')
    expect(screen.getByRole('table', { name: 'Signed-in devices' })).toHaveTextContent('Chrome on Linux')
    const limits = screen.getByRole('table', { name: 'Limits' })
    expect(within(limits).getByRole('row', { name: /Wrong passwords 2 of 50 15 minutes Open/ })).toBeInTheDocument()
    expect(within(limits).getByRole('row', { name: /Password reset emails 3 of 3 1 hour Refusing/ })).toBeInTheDocument()
  })

  it('grants credits only with a reason, and shows the new balance', async () => {
    const api = renderAccount(ADMIN, { [`POST ${GRANT_PATH}`]: json({ balance: 85 }, { status: 201 }) })
    const { user, dialog } = await openGrantDialog()

    await user.type(within(dialog).getByLabelText('Credits'), '25')
    await user.click(within(dialog).getByRole('button', { name: 'Grant credits' }))
    expect(await within(dialog).findByText(REASON_MISSING)).toBeInTheDocument()
    expect(api.callsTo('POST', GRANT_PATH)).toHaveLength(0)

    expect(within(dialog).getByLabelText('Expires in days')).toHaveValue('365')
    await user.type(within(dialog).getByLabelText('Reason'), 'Card failed to send, ticket 4521')
    await user.click(within(dialog).getByRole('button', { name: 'Grant credits' }))

    expect(await screen.findByText('Credits granted')).toBeInTheDocument()
    expect(screen.getByText('25 credits added to mina@example.com. Balance: 85 credits.')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(JSON.parse(api.callsTo('POST', GRANT_PATH)[0].body ?? '')).toEqual({
      credits: 25,
      expiresInDays: 365,
      reason: 'Card failed to send, ticket 4521',
    })
    expect(api.callsTo('POST', GRANT_PATH)[0].headers.get('CSRF-Token')).toBe('token-1')
  })

  it("shows the server's refusal in the dialog and keeps it open", async () => {
    renderAccount(SUPPORT, { [`POST ${GRANT_PATH}`]: json({ message: NOT_YOUR_ROLE }, { status: 403 }) })
    const { user, dialog } = await openGrantDialog()

    await user.type(within(dialog).getByLabelText('Credits'), '50')
    await user.type(within(dialog).getByLabelText('Reason'), 'Goodwill')
    await user.click(within(dialog).getByRole('button', { name: 'Grant credits' }))

    expect(await within(dialog).findByText(NOT_YOUR_ROLE)).toBeInTheDocument()
    expect(screen.getByRole('dialog', { name: 'Grant credits' })).toBeInTheDocument()
  })

  it("keeps a grant within the role's limit before asking the server", async () => {
    const api = renderAccount(SUPPORT)
    const { user, dialog } = await openGrantDialog()

    await user.type(within(dialog).getByLabelText('Credits'), '500')
    await user.type(within(dialog).getByLabelText('Reason'), 'Goodwill')
    await user.click(within(dialog).getByRole('button', { name: 'Grant credits' }))

    expect(await within(dialog).findByText('Grant between 1 and 100 credits')).toBeInTheDocument()
    expect(api.callsTo('POST', GRANT_PATH)).toHaveLength(0)
  })

  it('offers support only what emails the account or gives it a little', async () => {
    renderAccount(SUPPORT, {}, { ...CUSTOMER, emailVerifiedAt: null })

    expect(await screen.findByRole('button', { name: 'Grant credits' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Resend confirmation email' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Send password reset' })).toBeInTheDocument()
    for (const adminOnly of ['Sign out everywhere', 'Revoke API keys', 'Suspend account', 'Lift suspension', 'Delete account…', 'Deduct credits']) {
      expect(screen.queryByRole('button', { name: adminOnly })).not.toBeInTheDocument()
    }
  })

  it('lets an admin suspend the account with a reason, and offers to lift it after', async () => {
    let suspendedAt: string | null = null
    const api = renderAccount(ADMIN, {
      [`GET ${ACCOUNT_PATH}`]: () => json({ ...CUSTOMER, suspendedAt }),
      [`PUT ${ACCOUNT_PATH}/suspension`]: () => {
        suspendedAt = '2026-11-03T12:00:00Z'
        return new Response(null, { status: 204 })
      },
    })
    const user = userEvent.setup()
    // Confirmed already: no confirmation email to resend.
    expect(await screen.findByRole('button', { name: 'Sign out everywhere' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Resend confirmation email' })).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Suspend account' }))
    const dialog = await screen.findByRole('dialog', { name: 'Suspend the account' })
    await user.type(within(dialog).getByLabelText('Reason'), 'Chargeback fraud, ticket 99')
    await user.click(within(dialog).getByRole('button', { name: 'Suspend account' }))

    expect(await screen.findByText('Account suspended')).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: 'Lift suspension' })).toBeInTheDocument()
    expect(screen.getByRole('list', { name: 'Account state' })).toHaveTextContent('Suspended since Nov 3, 2026')
    expect(JSON.parse(api.callsTo('PUT', `${ACCOUNT_PATH}/suspension`)[0].body ?? '')).toEqual({
      suspended: true,
      reason: 'Chargeback fraud, ticket 99',
    })
  })

  it('offers no action on the staff member’s own account', async () => {
    renderAccount(ADMIN, {}, { ...CUSTOMER, id: ADMIN.id, email: ADMIN.email, staffRole: 'admin' })

    expect(await screen.findByText('This is your own account: staff cannot act on it here.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Grant credits' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument()
  })

  it('lets an admin refund a paid purchase, and support not at all', async () => {
    const refundPath = '/api/admin/payments/demo_abc123/refund'
    const api = renderAccount(ADMIN, { [`POST ${refundPath}`]: json({ takenBack: 50, shortfall: 0 }) })
    const user = userEvent.setup()
    const payments = await screen.findByRole('table', { name: 'Payments' })
    await user.click(within(payments).getByRole('button', { name: 'Refund' }))
    const dialog = await screen.findByRole('dialog', { name: 'Refund $4.99' })
    await user.click(within(dialog).getByRole('button', { name: 'Refund payment' }))
    expect(await within(dialog).findByText(REASON_MISSING)).toBeInTheDocument()
    expect(api.callsTo('POST', refundPath)).toHaveLength(0)

    await user.type(within(dialog).getByLabelText('Reason'), 'Charged twice, ticket 7')
    await user.click(within(dialog).getByRole('button', { name: 'Refund payment' }))
    expect(await screen.findByText('Payment refunded')).toBeInTheDocument()
    expect(JSON.parse(api.callsTo('POST', refundPath)[0].body ?? '')).toEqual({ reason: 'Charged twice, ticket 7' })
  })

  it('offers support no refund', async () => {
    renderAccount(SUPPORT)
    expect(await screen.findByRole('table', { name: 'Payments' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument()
  })

  it('says when no account has the id', async () => {
    renderAccount(ADMIN, { [`GET ${ACCOUNT_PATH}`]: json({ message: 'No such account' }, { status: 404 }) })

    expect(await screen.findByRole('heading', { name: 'No such account' })).toBeInTheDocument()
  })

  it('lets an admin delete the account with a reason, then goes back to the search', async () => {
    const deletionPath = `${ACCOUNT_PATH}/deletion`
    const api = renderAccount(ADMIN, { [`POST ${deletionPath}`]: () => new Response(null, { status: 202 }) })
    const user = userEvent.setup()

    await user.click(await screen.findByRole('button', { name: 'Delete account…' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete the account' })
    expect(dialog).toHaveTextContent('This cannot be undone.')
    await user.type(within(dialog).getByLabelText('Reason'), 'Asked by email, ticket 77')
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }))

    expect(await screen.findByText('Account deleted')).toBeInTheDocument()
    expect(JSON.parse(api.callsTo('POST', deletionPath)[0].body ?? '')).toEqual({ reason: 'Asked by email, ticket 77' })
  })

  it('lets an admin deduct credits within the balance, with a reason', async () => {
    const deductPath = `${ACCOUNT_PATH}/deductions`
    let balance = 60
    const api = renderAccount(ADMIN, {
      [`GET ${ACCOUNT_PATH}`]: () => json({ ...CUSTOMER, balance }),
      [`POST ${deductPath}`]: () => {
        balance = 55
        return json({ balance })
      },
    })
    const user = userEvent.setup()

    await user.click(await screen.findByRole('button', { name: 'Deduct credits' }))
    const dialog = await screen.findByRole('dialog', { name: 'Deduct credits' })
    await user.type(within(dialog).getByLabelText('Credits'), '61')
    await user.type(within(dialog).getByLabelText('Reason'), 'Granted twice, ticket 5')
    await user.click(within(dialog).getByRole('button', { name: 'Deduct credits' }))
    expect(await within(dialog).findByText('Deduct between 1 and 60 credits')).toBeInTheDocument()
    expect(api.callsTo('POST', deductPath)).toHaveLength(0)

    await user.clear(within(dialog).getByLabelText('Credits'))
    await user.type(within(dialog).getByLabelText('Credits'), '5')
    await user.click(within(dialog).getByRole('button', { name: 'Deduct credits' }))

    expect(await screen.findByText('Credits deducted')).toBeInTheDocument()
    expect(screen.getByTestId('console-balance')).toHaveTextContent('55 credits')
    expect(JSON.parse(api.callsTo('POST', deductPath)[0].body ?? '')).toEqual({ credits: 5, reason: 'Granted twice, ticket 5' })
  })
})
