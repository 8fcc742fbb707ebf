import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { deferred, json, stubFetch } from '@/testing/fetch-stub'
import { renderRoute, TEST_USER } from '@/testing/render'
import { EmailVerificationBanner } from './email-verification-banner'

const UNVERIFIED = { ...TEST_USER, emailVerified: false }
const SENT = "We've sent a new confirmation link to jane@example.com."

function renderBanner(user: typeof TEST_USER | null, path = '/gallery') {
  return renderRoute({ path, element: <EmailVerificationBanner />, url: path, user })
}

const banner = () => screen.queryByRole('region', { name: 'Email confirmation' })

function stubResend(answer: Parameters<typeof stubFetch>[0][string]) {
  return stubFetch({
    'GET /api/csrf-token': json({ csrfToken: 'token-1' }),
    'POST /api/auth/verification-email': answer,
    'GET /api/auth/me': json({ ...TEST_USER, emailVerified: true }),
  })
}

describe('Email verification banner', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })

  it('stays hidden once the address is confirmed, and for visitors', () => {
    const { unmount } = renderBanner(TEST_USER)
    expect(banner()).not.toBeInTheDocument()
    unmount()

    renderBanner(null)
    expect(banner()).not.toBeInTheDocument()
  })

  it('stays hidden on the confirmation page itself', () => {
    renderBanner(UNVERIFIED, '/verify-email')
    expect(banner()).not.toBeInTheDocument()
  })

  it('asks an unconfirmed user to open the link, naming the address, with no way to dismiss it', () => {
    renderBanner(UNVERIFIED)

    const region = banner()!
    expect(region).toHaveTextContent('Please confirm your email address. We sent a link to jane@example.com.')
    expect(within(region).getByText('jane@example.com').tagName).toBe('STRONG')
    expect(within(region).getAllByRole('button').map((button) => button.textContent)).toEqual(['Resend'])
  })

  it('sends a new link with the CSRF token and shows the server message, the button disabled meanwhile', async () => {
    const answer = deferred<Response>()
    const api = stubResend(() => answer.promise)
    renderBanner(UNVERIFIED)
    const user = userEvent.setup()

    await user.click(screen.getByRole('button', { name: 'Resend' }))

    await waitFor(() => expect(screen.getByRole('button', { name: 'Resend' })).toBeDisabled())
    answer.resolve(json({ message: SENT }, { status: 202 }))
    expect(await screen.findByText(SENT)).toBeInTheDocument()
    expect(screen.getByText('Confirmation email sent')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Resend' })).toBeEnabled())
    const [request] = api.callsTo('POST', '/api/auth/verification-email')
    expect(request.headers.get('CSRF-Token')).toBe('token-1')
    expect(banner()).toBeInTheDocument()
  })

  it('shows why the email was not sent', async () => {
    stubResend(json({ message: 'Too many confirmation emails. Try again in 12 minutes.' }, { status: 429 }))
    renderBanner(UNVERIFIED)

    await userEvent.setup().click(screen.getByRole('button', { name: 'Resend' }))

    expect(await screen.findByText('Too many confirmation emails. Try again in 12 minutes.')).toBeInTheDocument()
    expect(screen.getByText('Email not sent')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Resend' })).toBeEnabled())
  })

  it('goes away when the address turns out to be confirmed already', async () => {
    const api = stubResend(json({ message: 'Your email address is already confirmed.' }, { status: 409 }))
    renderBanner(UNVERIFIED)

    await userEvent.setup().click(screen.getByRole('button', { name: 'Resend' }))

    expect(await screen.findByText('Your email address is already confirmed.')).toBeInTheDocument()
    await waitFor(() => expect(banner()).not.toBeInTheDocument())
    expect(api.callsTo('GET', '/api/auth/me')).toHaveLength(1)
  })
})
