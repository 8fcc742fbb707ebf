import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { deferred, json, stubFetch } from '@/testing/fetch-stub'
import { renderRoute, TEST_USER } from '@/testing/render'
import { LoginRoute } from './login'

function renderLogin(url: string) {
  return renderRoute({ path: '/login', element: <LoginRoute />, url, user: null })
}

async function fillAndSubmit(email = 'jane@example.com', password = 'correct horse') {
  const user = userEvent.setup()
  await user.type(screen.getByLabelText('Email'), email)
  await user.type(screen.getByLabelText('Password'), password)
  await user.click(screen.getByRole('button', { name: 'Log in' }))
  return user
}

function stubServer(login: Parameters<typeof stubFetch>[0][string]) {
  return stubFetch({
    'GET /api/csrf-token': json({ csrfToken: 'token-1' }),
    'GET /api/auth/me': json(TEST_USER),
    'POST /api/auth/login': login,
  })
}

describe('Login screen', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })

  it('shows the title, the forgot-password link and a signup link carrying redirect and from', () => {
    renderLogin('/login?redirect=/gallery&from=login')

    expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forgot-password')
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup?redirect=/gallery&from=login')
  })

  it('shows each validation message and sends nothing', async () => {
    const api = stubServer(json(TEST_USER))
    renderLogin('/login')

    await fillAndSubmit('not-an-email', 'short')

    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument()
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument()
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true')
    expect(api.callsTo('POST', '/api/auth/login')).toHaveLength(0)
  })

  it('logs in with the CSRF token and goes to the redirect target with from appended', async () => {
    const api = stubServer(json(TEST_USER))
    renderLogin('/login?redirect=/gallery&from=login')

    await fillAndSubmit()

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/gallery?from=login'))
    const [request] = api.callsTo('POST', '/api/auth/login')
    expect(JSON.parse(request.body ?? '')).toEqual({ email: 'jane@example.com', password: 'correct horse' })
    expect(request.headers.get('CSRF-Token')).toBe('token-1')
    expect(screen.getByText('Welcome back!')).toBeInTheDocument()
    expect(screen.getByText("You've successfully logged in.")).toBeInTheDocument()
  })

  it.each([
    ['/login', '/'],
    ['/login?redirect=/create%3Fstep%3D2&from=login', '/create?step=2&from=login'],
    ['/login?redirect=//evil.example/phish&from=login', '/?from=login'],
    ['/login?redirect=https://evil.example', '/'],
  ])('from %s lands on %s', async (url, destination) => {
    stubServer(json(TEST_USER))
    renderLogin(url)

    await fillAndSubmit()

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(new RegExp(`^${escape(destination)}$`)))
  })

  it('disables the button and says "Please wait" while submitting', async () => {
    const pending = deferred<Response>()
    stubServer(() => pending.promise)
    renderLogin('/login')

    await fillAndSubmit()

    const button = await screen.findByRole('button', { name: 'Please wait' })
    expect(button).toBeDisabled()
    pending.resolve(json(TEST_USER))
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/'))
  })

  it('shows the server message inline and as a toast, then re-enables the button', async () => {
    stubServer(json({ message: 'Too many failed login attempts. Try again in 15 minutes.' }, { status: 429 }))
    renderLogin('/login')

    await fillAndSubmit()

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Too many failed login attempts. Try again in 15 minutes.')
    expect(screen.getByText('Login failed')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled()
    expect(screen.queryByTestId('location')).not.toBeInTheDocument()
  })

  it('falls back to "Invalid email or password" when the server gives no message', async () => {
    stubServer(new Response('', { status: 500, statusText: 'Internal Server Error' }))
    renderLogin('/login')

    await fillAndSubmit()

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password')
    expect(screen.getAllByText('Invalid email or password')).toHaveLength(2)
  })
})

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
