import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { PasskeyCancelled, type BegunCeremony } from '@/lib/passkeys'
import { json, stubFetch } from '@/testing/fetch-stub'
import { renderRoute, TEST_USER } from '@/testing/render'
import { SITE_INFO } from '@/testing/site-info'
import { ChangeEmail } from './change-email'
import { DeleteAccount } from './delete-account'

// The browser's half of the ceremony; the calls to the server are real (stubbed fetch).
const browser = vi.hoisted(() => ({ answer: vi.fn() }))
vi.mock('@/lib/passkeys', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/passkeys')>()
  return { ...original, passkeysSupported: () => true, answerWithPasskey: browser.answer }
})

const OPTIONS = { ceremony: 'confirm-1', options: { publicKey: { challenge: 'abc', allowCredentials: [] } } }
const CREDENTIAL = { id: 'cred-1', type: 'public-key', response: {} }
const PASSKEY = { id: 'p1', name: 'My phone', createdAt: '2026-11-01T10:00:00Z', lastUsedAt: null }

function stubServer(routes: Parameters<typeof stubFetch>[0], passkeys = [PASSKEY]) {
  return stubFetch({
    'GET /api/csrf-token': json({ csrfToken: 'token-1' }),
    'GET /api/site': json(SITE_INFO),
    'GET /api/account/passkeys': json(passkeys),
    'GET /api/account/summary': json({ credits: 0, imagesGenerated: 0, creditsUsed: 0, memberSince: '2025-01-15T12:00:00Z' }),
    'GET /api/account/two-factor': json({ enabled: true, recoveryCodesLeft: 10 }),
    'POST /api/account/passkeys/confirm': () => json(OPTIONS),
    ...routes,
  })
}

describe('Confirming a change with a passkey', () => {
  beforeEach(() => {
    browser.answer.mockReset()
    browser.answer.mockImplementation((begun: BegunCeremony) => Promise.resolve({ ceremony: begun.ceremony, credential: CREDENTIAL }))
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })

  it('deletes the account with the username and a passkey, no password or code', async () => {
    const api = stubServer({ 'DELETE /api/account': json({ message: 'Your account has been deleted.' }, { status: 202 }) })
    renderRoute({ path: '/dashboard', element: <DeleteAccount username="jane" />, url: '/dashboard', user: TEST_USER })
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Delete my account…' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' })

    // The username comes first: nothing is asked of the browser without it.
    await user.click(await within(dialog).findByRole('button', { name: 'Delete with a passkey' }))
    expect(await within(dialog).findByText('Please type your username to confirm')).toBeInTheDocument()
    expect(browser.answer).not.toHaveBeenCalled()

    await user.type(within(dialog).getByLabelText('Type your username to confirm'), 'jane')
    await user.click(within(dialog).getByRole('button', { name: 'Delete with a passkey' }))

    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/)
    const [request] = api.callsTo('DELETE', '/api/account')
    expect(JSON.parse(request.body ?? '')).toEqual({ username: 'jane', passkey: { ceremony: 'confirm-1', credential: CREDENTIAL } })
  })

  it("shows the server's refusal of the passkey and keeps the dialog open", async () => {
    const refusal = "This passkey is not one of your account's, or it could not be checked. Try again, or use your password"
    stubServer({ 'DELETE /api/account': json({ message: refusal, errors: { passkey: refusal } }, { status: 400 }) })
    renderRoute({ path: '/dashboard', element: <DeleteAccount username="jane" />, url: '/dashboard', user: TEST_USER })
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Delete my account…' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' })
    await user.type(within(dialog).getByLabelText('Type your username to confirm'), 'jane')
    await user.click(await within(dialog).findByRole('button', { name: 'Delete with a passkey' }))

    expect(await within(dialog).findByText(refusal)).toBeInTheDocument()
    expect(screen.queryByTestId('location')).not.toBeInTheDocument()
  })

  it('offers no passkey to an account without one', async () => {
    stubServer({}, [])
    renderRoute({ path: '/dashboard', element: <DeleteAccount username="jane" />, url: '/dashboard', user: TEST_USER })
    await userEvent.setup().click(screen.getByRole('button', { name: 'Delete my account…' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' })

    await waitFor(() => expect(within(dialog).getByLabelText('Current password')).toBeInTheDocument())
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(within(dialog).queryByRole('button', { name: 'Delete with a passkey' })).not.toBeInTheDocument()
  })

  it('sends a new address with a passkey in place of the password', async () => {
    const message = "We've sent a link to new@example.com. Your address changes when you open it."
    const api = stubServer({ 'POST /api/account/email': json({ message }, { status: 202 }) })
    renderRoute({ path: '/dashboard', element: <ChangeEmail />, url: '/dashboard', user: TEST_USER })
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Change email' }))
    const form = screen.getByRole('form', { name: 'Change email' })
    await user.type(within(form).getByLabelText('New email'), 'new@example.com')
    await user.click(await within(form).findByRole('button', { name: 'Use a passkey instead' }))

    expect(await screen.findByRole('status')).toHaveTextContent(message)
    const [request] = api.callsTo('POST', '/api/account/email')
    expect(JSON.parse(request.body ?? '')).toEqual({
      newEmail: 'new@example.com',
      passkey: { ceremony: 'confirm-1', credential: CREDENTIAL },
    })
  })

  it('says nothing and sends nothing when the person closes the browser dialog', async () => {
    browser.answer.mockRejectedValue(new PasskeyCancelled())
    const api = stubServer({ 'POST /api/account/email': json({ message: 'unused' }, { status: 202 }) })
    renderRoute({ path: '/dashboard', element: <ChangeEmail />, url: '/dashboard', user: TEST_USER })
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Change email' }))
    const form = screen.getByRole('form', { name: 'Change email' })
    await user.type(within(form).getByLabelText('New email'), 'new@example.com')
    await user.click(await within(form).findByRole('button', { name: 'Use a passkey instead' }))

    await waitFor(() => expect(within(form).getByRole('button', { name: 'Use a passkey instead' })).toBeEnabled())
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument()
    expect(api.callsTo('POST', '/api/account/email')).toHaveLength(0)
  })
})
