import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { BegunCeremony } from '@/lib/passkeys'
import { json, stubFetch } from '@/testing/fetch-stub'
import { renderRoute, TEST_USER } from '@/testing/render'
import { SITE_INFO } from '@/testing/site-info'
import type { StaffSession } from '../api/staff-session'
import { ConsoleGate } from '../routes/console-gate'
import { ADMIN, CUSTOMER, CUSTOMER_ID, EMPTY_LEDGER, SECOND_FACTOR_REQUIRED } from '../testing/console-fixtures'

// The browser's half of a passkey ceremony; the calls to the server are real (stubbed fetch).
const browser = vi.hoisted(() => ({ answer: vi.fn() }))
vi.mock('@/lib/passkeys', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/passkeys')>()
  return { ...original, passkeysSupported: () => true, answerWithPasskey: browser.answer }
})

const WRONG_CODE = 'This code is not right. Check your authenticator app and try again'
const CREDENTIAL = { id: 'cred-1', type: 'public-key', response: {} }
const UNPROVED: StaffSession = { ...ADMIN, secondFactorUntil: null }

/** A console whose session proves its second factor once verify answers 204. */
function stubConsole(session = UNPROVED, routes: Parameters<typeof stubFetch>[0] = {}) {
  let proved = false
  return stubFetch({
    'GET /api/csrf-token': json({ csrfToken: 'token-1' }),
    'GET /api/site': json(SITE_INFO),
    'GET /api/admin/session': () => json(proved ? ADMIN : session),
    'POST /api/admin/session/verify': () => {
      proved = true
      return new Response(null, { status: 204 })
    },
    'POST /api/account/passkeys/confirm': json({ ceremony: 'confirm-1', options: { publicKey: { challenge: 'abc' } } }),
    ...routes,
  })
}

function openConsole(url = '/admin') {
  return renderRoute({ path: '/admin/*', element: <ConsoleGate notFound={<p>Not found</p>} />, url, user: TEST_USER })
}

describe("The console's second-factor prompt", () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    browser.answer.mockReset()
    browser.answer.mockImplementation((begun: BegunCeremony) => Promise.resolve({ ceremony: begun.ceremony, credential: CREDENTIAL }))
  })

  it('asks for a code before anything else, then opens the console', async () => {
    const api = stubConsole()
    openConsole()
    const user = userEvent.setup()

    expect(await screen.findByRole('heading', { name: "Confirm it's you" })).toBeInTheDocument()
    const code = screen.getByLabelText('Code from your app, or a recovery code')
    await waitFor(() => expect(code).toHaveFocus())
    expect(screen.queryByRole('navigation', { name: 'Console' })).not.toBeInTheDocument()
    // No passkey on this account: only the code is offered.
    expect(screen.queryByRole('button', { name: 'Use a passkey' })).not.toBeInTheDocument()

    await user.type(code, '123456')
    await user.click(screen.getByRole('button', { name: 'Confirm' }))

    expect(await screen.findByRole('heading', { name: 'Find an account' })).toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: 'Console' })).toBeInTheDocument()
    expect(JSON.parse(api.callsTo('POST', '/api/admin/session/verify')[0].body ?? '')).toEqual({ code: '123456' })
  })

  it('shows a wrong code under the box and stays closed', async () => {
    stubConsole(UNPROVED, {
      'POST /api/admin/session/verify': json({ message: WRONG_CODE, errors: { code: WRONG_CODE } }, { status: 400 }),
    })
    openConsole()
    const user = userEvent.setup()

    await user.type(await screen.findByLabelText('Code from your app, or a recovery code'), '000000')
    await user.click(screen.getByRole('button', { name: 'Confirm' }))

    expect(await screen.findByText(WRONG_CODE)).toBeInTheDocument()
    expect(screen.getByLabelText('Code from your app, or a recovery code')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.queryByRole('heading', { name: 'Find an account' })).not.toBeInTheDocument()
  })

  it('asks for the code, not the server, when the box is empty', async () => {
    const api = stubConsole()
    openConsole()
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Confirm' }))

    expect(await screen.findByText('Enter a code from your authenticator app or a recovery code')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/admin/session/verify')).toHaveLength(0)
  })

  it('opens with a passkey when the account has one and passkeys work here', async () => {
    const api = stubConsole({ ...UNPROVED, authenticatorApp: false, passkeys: true })
    openConsole()

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Use a passkey' }))

    expect(await screen.findByRole('heading', { name: 'Find an account' })).toBeInTheDocument()
    expect(screen.queryByLabelText('Code from your app, or a recovery code')).not.toBeInTheDocument()
    expect(JSON.parse(api.callsTo('POST', '/api/admin/session/verify')[0].body ?? '')).toEqual({
      passkey: { ceremony: 'confirm-1', credential: CREDENTIAL },
    })
  })

  it('sends staff without a second factor to Account Settings', async () => {
    stubConsole({ ...UNPROVED, authenticatorApp: false, passkeys: false })
    openConsole()

    expect(await screen.findByText(/Turn on two-step sign-in or add a passkey under Account Settings first/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'open Account Settings' })).toHaveAttribute('href', '/dashboard#account-settings')
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument()
  })

  it('asks again when a console call is refused for want of the second factor, then shows the page', async () => {
    let refused = true
    stubConsole(ADMIN, {
      [`GET /api/admin/accounts/${CUSTOMER_ID}`]: () => (refused ? json(SECOND_FACTOR_REQUIRED, { status: 403 }) : json(CUSTOMER)),
      [`GET /api/admin/accounts/${CUSTOMER_ID}/ledger`]: json(EMPTY_LEDGER),
      'POST /api/admin/session/verify': () => {
        refused = false
        return new Response(null, { status: 204 })
      },
    })
    openConsole(`/admin/accounts/${CUSTOMER_ID}`)
    const user = userEvent.setup()

    await user.type(await screen.findByLabelText('Code from your app, or a recovery code'), '123456')
    await user.click(screen.getByRole('button', { name: 'Confirm' }))

    expect(await screen.findByRole('heading', { name: CUSTOMER.email })).toBeInTheDocument()
  })
})
