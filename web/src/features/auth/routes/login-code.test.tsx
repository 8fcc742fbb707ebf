import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { json, stubFetch } from '@/testing/fetch-stub'
import { renderRoute, TEST_USER } from '@/testing/render'
import { LoginRoute } from './login'

const CODE_NEEDED = { codeNeeded: true, challenge: 'challenge-1' }
const WRONG_CODE = 'This code is not right. Check your authenticator app and try again'

function renderLogin(codeAnswer: Parameters<typeof stubFetch>[0][string]) {
  const api = stubFetch({
    'GET /api/csrf-token': json({ csrfToken: 'token-1' }),
    'GET /api/auth/me': json(TEST_USER),
    'POST /api/auth/login': json(CODE_NEEDED, { status: 202 }),
    'POST /api/auth/login/code': codeAnswer,
  })
  renderRoute({ path: '/login', element: <LoginRoute />, url: '/login?redirect=/gallery', user: null })
  return api
}

async function passPasswordStep() {
  const user = userEvent.setup()
  await user.type(screen.getByLabelText('Email'), 'jane@example.com')
  await user.type(screen.getByLabelText('Password'), 'correct horse')
  await user.click(screen.getByRole('button', { name: 'Log in' }))
  await screen.findByRole('form', { name: 'Two-step sign-in' })
  return user
}

describe('Login with two-step sign-in', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })

  it('asks for the code after the password and signs in with it', async () => {
    const api = renderLogin(json(TEST_USER))
    const user = await passPasswordStep()

    expect(screen.getByText('Enter the 6-digit code from your authenticator app.')).toBeInTheDocument()
    expect(screen.queryByTestId('location')).not.toBeInTheDocument()
    await user.type(screen.getByLabelText('Code'), '123 456')
    await user.click(screen.getByRole('button', { name: 'Verify' }))

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/gallery'))
    const [request] = api.callsTo('POST', '/api/auth/login/code')
    expect(JSON.parse(request.body ?? '')).toEqual({ challenge: 'challenge-1', code: '123 456' })
    expect(screen.getByText('Welcome back!')).toBeInTheDocument()
  })

  it('takes a recovery code in the same step', async () => {
    const api = renderLogin(json(TEST_USER))
    const user = await passPasswordStep()

    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }))
    await user.type(screen.getByLabelText('Recovery code'), 'abcde-fghjk')
    await user.click(screen.getByRole('button', { name: 'Verify' }))

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/gallery'))
    expect(JSON.parse(api.callsTo('POST', '/api/auth/login/code')[0].body ?? '')).toEqual({
      challenge: 'challenge-1',
      code: 'abcde-fghjk',
    })
  })

  it('shows a wrong code under the box and lets the user try again', async () => {
    renderLogin(json({ message: 'the form is invalid', errors: { code: WRONG_CODE } }, { status: 400 }))
    const user = await passPasswordStep()

    await user.click(screen.getByRole('button', { name: 'Verify' }))
    expect(await screen.findByText('Enter the code from your authenticator app')).toBeInTheDocument()
    await user.type(screen.getByLabelText('Code'), '000000')
    await user.click(screen.getByRole('button', { name: 'Verify' }))

    expect(await screen.findByText(WRONG_CODE, { selector: '#code-error' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Verify' })).toBeEnabled()
    expect(screen.queryByTestId('location')).not.toBeInTheDocument()
  })

  it('goes back to the password when the sign-in has expired', async () => {
    renderLogin(json({ message: 'Your sign-in has expired. Please log in again.' }, { status: 401 }))
    const user = await passPasswordStep()

    await user.type(screen.getByLabelText('Code'), '123456')
    await user.click(screen.getByRole('button', { name: 'Verify' }))

    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument()
    expect(screen.getAllByText('Your sign-in has expired. Please log in again.').length).toBeGreaterThan(0)
  })
})
