import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { json, stubFetch } from '@/testing/fetch-stub'
import { renderRoute } from '@/testing/render'
import { ForgotPasswordRoute } from './forgot-password'
import { ResetPasswordRoute } from './reset-password'

const SENT = "If an account exists for that email, we've sent a link to reset the password."

describe('Forgot password screen', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })

  it('validates the email, then shows the same confirmation for any address', async () => {
    const api = stubFetch({
      'GET /api/csrf-token': json({ csrfToken: 'token-1' }),
      'POST /api/auth/forgot-password': json({ message: SENT }, { status: 202 }),
    })
    renderRoute({ path: '/forgot-password', element: <ForgotPasswordRoute />, url: '/forgot-password', user: null })
    const user = userEvent.setup()

    await user.click(screen.getByRole('button', { name: 'Send reset link' }))
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument()

    await user.type(screen.getByLabelText('Email'), ' nobody@example.com ')
    await user.click(screen.getByRole('button', { name: 'Send reset link' }))

    expect(await screen.findByRole('status')).toHaveTextContent(SENT)
    const [request] = api.callsTo('POST', '/api/auth/forgot-password')
    expect(JSON.parse(request.body ?? '')).toEqual({ email: 'nobody@example.com' })
    expect(request.headers.get('CSRF-Token')).toBe('token-1')
  })
})

describe('Reset password screen', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })

  function renderReset(url: string) {
    return renderRoute({ path: '/reset-password', element: <ResetPasswordRoute />, url, user: null })
  }

  async function submit(password: string, confirmPassword = password) {
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('New password'), password)
    await user.type(screen.getByLabelText('Confirm new password'), confirmPassword)
    await user.click(screen.getByRole('button', { name: 'Set new password' }))
  }

  it('explains a link without a token and offers a new one', () => {
    renderReset('/reset-password')

    expect(screen.getByRole('alert')).toHaveTextContent('This reset link is invalid or has expired.')
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute('href', '/forgot-password')
  })

  it('applies the password rules', async () => {
    stubFetch({})
    renderReset('/reset-password?token=abc')

    await submit('short')
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument()
  })

  it('rejects a confirmation that differs', async () => {
    stubFetch({})
    renderReset('/reset-password?token=abc')

    await submit('new password 1', 'new password 2')
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument()
  })

  it('sends token and password, toasts and goes to the login screen', async () => {
    const api = stubFetch({
      'GET /api/csrf-token': json({ csrfToken: 'token-1' }),
      'POST /api/auth/reset-password': json({ message: 'Your password has been reset. You can now log in.' }),
    })
    renderReset('/reset-password?token=abc123')

    await submit('brand new password')

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/))
    expect(JSON.parse(api.callsTo('POST', '/api/auth/reset-password')[0].body ?? '')).toEqual({
      token: 'abc123',
      password: 'brand new password',
    })
    expect(screen.getByText('Your password has been reset. You can now log in.')).toBeInTheDocument()
  })

  it('shows the server message for an expired link, with a way to get a new one', async () => {
    stubFetch({
      'GET /api/csrf-token': json({ csrfToken: 'token-1' }),
      'POST /api/auth/reset-password': json({ message: 'This reset link is invalid or has expired.' }, { status: 400 }),
    })
    renderReset('/reset-password?token=old')

    await submit('brand new password')

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('This reset link is invalid or has expired.')
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute('href', '/forgot-password')
  })
})
