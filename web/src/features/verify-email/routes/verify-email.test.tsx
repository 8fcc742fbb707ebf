import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { deferred, json, stubFetch } from '@/testing/fetch-stub'
import { renderRoute, TEST_USER } from '@/testing/render'
import { VerifyEmailRoute } from './verify-email'

const UNVERIFIED = { ...TEST_USER, emailVerified: false }
const CONFIRMED = 'Your email address is confirmed.'
const INVALID = 'This confirmation link is invalid or has expired.'

type Answer = Parameters<typeof stubFetch>[0][string]

interface Setup {
  url: string
  user: typeof TEST_USER | null
  verify?: Answer
  /** What a refresh of the signed-in user answers. */
  me?: Answer
  routes?: Record<string, Answer>
}

function setup({ url, user, verify, me = json(null), routes = {} }: Setup) {
  const api = stubFetch({
    'GET /api/csrf-token': json({ csrfToken: 'token-1' }),
    'GET /api/auth/me': me,
    ...(verify ? { 'POST /api/auth/verify-email': verify } : {}),
    ...routes,
  })
  // StrictMode runs the page's effects twice, as in development: the one-time token must still go once.
  renderRoute({ path: '/verify-email', element: <VerifyEmailRoute />, url, user, strictMode: true })
  return api
}

const heading = (name: string) => screen.findByRole('heading', { name })

describe('Confirm email page', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })

  it('shows progress, sends the token exactly once and confirms', async () => {
    const answer = deferred<Response>()
    const api = setup({ url: '/verify-email?token=abc123', user: null, verify: () => answer.promise })

    expect(await heading('Confirming your email address…')).toBeInTheDocument()
    answer.resolve(json({ message: CONFIRMED }))

    expect(await heading('Email confirmed')).toBeInTheDocument()
    expect(screen.getByText(CONFIRMED)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login')
    const calls = api.callsTo('POST', '/api/auth/verify-email')
    expect(calls).toHaveLength(1)
    expect(JSON.parse(calls[0].body ?? '')).toEqual({ token: 'abc123' })
    expect(calls[0].headers.get('CSRF-Token')).toBe('token-1')
  })

  it('refreshes a signed-in user (the signup bonus may have arrived) and leads to the dashboard', async () => {
    const api = setup({
      url: '/verify-email?token=abc123',
      user: UNVERIFIED,
      verify: json({ message: CONFIRMED }),
      me: json({ ...TEST_USER, credits: 20 }),
    })

    expect(await heading('Email confirmed')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard')
    expect(api.callsTo('GET', '/api/auth/me')).toHaveLength(1)
  })

  it('explains a link without a token and sends nothing', async () => {
    const api = setup({ url: '/verify-email', user: null })

    expect(await heading("This link didn't work")).toBeInTheDocument()
    expect(screen.getByText('This confirmation link is incomplete.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login')
    expect(api.callsTo('POST', '/api/auth/verify-email')).toHaveLength(0)
  })

  it('shows the server message for a used or expired link and lets a signed-in user get a new one', async () => {
    const sent = "We've sent a new confirmation link to jane@example.com."
    setup({
      url: '/verify-email?token=old',
      user: UNVERIFIED,
      verify: json({ message: INVALID }, { status: 400 }),
      routes: { 'POST /api/auth/verification-email': json({ message: sent }, { status: 202 }) },
    })

    expect(await heading("This link didn't work")).toBeInTheDocument()
    expect(screen.getByText(INVALID)).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument()

    await userEvent.setup().click(screen.getByRole('button', { name: 'Resend confirmation email' }))
    expect(await screen.findByText(sent)).toBeInTheDocument()
  })

  it('offers the login page to a visitor whose link failed', async () => {
    setup({ url: '/verify-email?token=old', user: null, verify: json({ message: INVALID }, { status: 400 }) })

    expect(await screen.findByText(INVALID)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login')
    expect(screen.queryByRole('button', { name: /Resend/ })).not.toBeInTheDocument()
  })

  it('reassures a user whose address is already confirmed when an old link is opened again', async () => {
    setup({ url: '/verify-email?token=used', user: TEST_USER, verify: json({ message: INVALID }, { status: 400 }) })

    expect(await screen.findByText(INVALID)).toBeInTheDocument()
    expect(screen.getByText(/already confirmed/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard')
    expect(screen.queryByRole('button', { name: /Resend/ })).not.toBeInTheDocument()
  })

  it('does not blame the link when the server could not answer', async () => {
    setup({ url: '/verify-email?token=abc', user: null, verify: new Response('', { status: 502, statusText: 'Bad Gateway' }) })

    expect(await heading("This link didn't work")).toBeInTheDocument()
    expect(screen.getByText(/couldn't confirm your email address just now/)).toBeInTheDocument()
  })
})
