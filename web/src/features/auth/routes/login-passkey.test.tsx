import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { PasskeyCancelled, type BegunCeremony } from '@/lib/passkeys'
import { json, stubFetch } from '@/testing/fetch-stub'
import { renderRoute, TEST_USER } from '@/testing/render'
import { SITE_INFO } from '@/testing/site-info'
import { LoginRoute } from './login'

// The browser's half of the ceremony; the page's calls to the server are real (stubbed fetch).
const browser = vi.hoisted(() => ({
  supported: true,
  autofill: false,
  answer: vi.fn(),
}))
vi.mock('@/lib/passkeys', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/passkeys')>()
  return {
    ...original,
    passkeysSupported: () => browser.supported,
    passkeyAutofillSupported: () => Promise.resolve(browser.autofill),
    answerWithPasskey: browser.answer,
    cancelPasskeyRequest: vi.fn(),
  }
})

const OPTIONS = { ceremony: 'ceremony-1', options: { publicKey: { challenge: 'abc', rpId: 'localhost' } } }
const CREDENTIAL = { id: 'cred-1', rawId: 'cred-1', type: 'public-key', response: {}, clientExtensionResults: {} }

function stubServer(signIn: Response = json(TEST_USER), site = SITE_INFO) {
  return stubFetch({
    'GET /api/csrf-token': json({ csrfToken: 'token-1' }),
    'GET /api/auth/me': json(TEST_USER),
    'GET /api/site': json(site),
    'POST /api/auth/passkey/options': () => json(OPTIONS),
    'POST /api/auth/passkey': signIn,
  })
}

function renderLogin() {
  return renderRoute({ path: '/login', element: <LoginRoute />, url: '/login?redirect=/gallery', user: null })
}

describe('Signing in with a passkey', () => {
  beforeEach(() => {
    browser.supported = true
    browser.autofill = false
    browser.answer.mockReset()
    browser.answer.mockImplementation((begun: BegunCeremony) => Promise.resolve({ ceremony: begun.ceremony, credential: CREDENTIAL }))
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })

  it('signs in from the button with no code and goes to the redirect target', async () => {
    const api = stubServer()
    renderLogin()

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sign in with a passkey' }))

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/gallery'))
    expect(browser.answer).toHaveBeenCalledWith(OPTIONS, { autofill: false })
    const [request] = api.callsTo('POST', '/api/auth/passkey')
    expect(JSON.parse(request.body ?? '')).toEqual({ ceremony: 'ceremony-1', credential: CREDENTIAL })
    expect(screen.getByText('Welcome back!')).toBeInTheDocument()
  })

  it('offers passkeys in the email box and signs in when one is picked there', async () => {
    browser.autofill = true
    stubServer()
    renderLogin()

    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'username webauthn')
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/gallery'))
    expect(browser.answer).toHaveBeenCalledWith(OPTIONS, { autofill: true })
  })

  it("shows the server's refusal and stays on the page", async () => {
    const refusal = 'This passkey could not sign you in. It may have been removed from your account: try again, or use your password'
    stubServer(json({ message: refusal }, { status: 401 }))
    renderLogin()

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sign in with a passkey' }))

    expect(await screen.findByRole('alert')).toHaveTextContent(refusal)
    expect(screen.queryByTestId('location')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Sign in with a passkey' })).toBeEnabled()
  })

  it('says nothing when the person closes the browser dialog', async () => {
    browser.answer.mockRejectedValue(new PasskeyCancelled())
    const api = stubServer()
    renderLogin()

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sign in with a passkey' }))

    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in with a passkey' })).toBeEnabled())
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(api.callsTo('POST', '/api/auth/passkey')).toHaveLength(0)
  })

  it.each([
    ['the site cannot offer passkeys', { ...SITE_INFO, passkeyOrigin: null }, true],
    ['they work at another address of the site', { ...SITE_INFO, passkeyOrigin: 'https://cards.example' }, true],
    ['the browser cannot use them', SITE_INFO, false],
  ])('offers no passkey when %s', async (_, site, supported) => {
    browser.supported = supported
    stubServer(json(TEST_USER), site)
    renderLogin()

    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByRole('button', { name: 'Sign in with a passkey' })).not.toBeInTheDocument()
  })
})
