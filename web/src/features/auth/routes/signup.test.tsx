import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { deferred, json, stubFetch } from '@/testing/fetch-stub'
import { renderRoute, TEST_USER } from '@/testing/render'
import { SignupRoute } from './signup'

interface SignupValues {
  username?: string
  displayName?: string
  email?: string
  password?: string
  confirmPassword?: string
}

async function fillAndSubmit(values: SignupValues = {}) {
  const {
    username = 'jane',
    displayName = '',
    email = 'jane@example.com',
    password = 'correct horse',
    confirmPassword = password,
  } = values
  const user = userEvent.setup()
  if (username) await user.type(screen.getByLabelText('Username'), username)
  if (displayName) await user.type(screen.getByLabelText('Name on your cards'), displayName)
  if (email) await user.type(screen.getByLabelText('Email'), email)
  if (password) await user.type(screen.getByLabelText('Password'), password)
  if (confirmPassword) await user.type(screen.getByLabelText('Confirm password'), confirmPassword)
  await user.click(screen.getByRole('button', { name: 'Create account' }))
}

function setup(url: string, signup: Parameters<typeof stubFetch>[0][string]) {
  const api = stubFetch({
    'GET /api/csrf-token': json({ csrfToken: 'token-1' }),
    'GET /api/auth/me': json(TEST_USER),
    'POST /api/auth/signup': signup,
  })
  renderRoute({ path: '/signup', element: <SignupRoute />, url, user: null })
  return api
}

describe('Signup screen', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })

  it('shows the title and a sign-in link carrying redirect and from', () => {
    setup('/signup?redirect=/create&from=signup', json(TEST_USER))

    expect(screen.getByRole('heading', { name: 'Create an account' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?redirect=/create&from=signup')
  })

  it.each<[string, SignupValues, string]>([
    ['short username', { username: 'jo' }, 'Username must be at least 3 characters'],
    ['long username', { username: 'j'.repeat(33) }, 'Username must be at most 32 characters'],
    ['username with spaces', { username: 'jane doe' }, 'Username may only contain letters, numbers, dots, dashes and underscores'],
    ['long name for cards', { displayName: 'J'.repeat(61) }, 'Your name can be up to 60 characters, on one line'],
    ['invalid email', { email: 'jane@' }, 'Please enter a valid email address'],
    ['short password', { password: 'seven77' }, 'Password must be at least 8 characters'],
    ['long password', { password: 'x'.repeat(129) }, 'Password must be at most 128 characters'],
    ['mismatched confirmation', { confirmPassword: 'something else' }, 'Passwords do not match'],
  ])('rejects a %s', async (_case, values, message) => {
    const api = setup('/signup', json(TEST_USER, { status: 201 }))

    await fillAndSubmit(values)

    expect(await screen.findByText(message)).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/auth/signup')).toHaveLength(0)
  })

  it('puts "Passwords do not match" on the confirmation field', async () => {
    setup('/signup', json(TEST_USER, { status: 201 }))

    await fillAndSubmit({ confirmPassword: 'something else' })

    const message = await screen.findByText('Passwords do not match')
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('aria-describedby', message.id)
  })

  it('creates the account without sending confirmPassword, toasts and follows the redirect', async () => {
    const api = setup('/signup?redirect=/create&from=signup', json(TEST_USER, { status: 201 }))

    await fillAndSubmit()

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/create?from=signup'))
    const [request] = api.callsTo('POST', '/api/auth/signup')
    expect(JSON.parse(request.body ?? '')).toEqual({
      username: 'jane',
      displayName: '',
      email: 'jane@example.com',
      password: 'correct horse',
    })
    expect(screen.getByText('Account created!')).toBeInTheDocument()
    expect(screen.getByText('Your account has been successfully created.')).toBeInTheDocument()
  })

  it('sends the optional name the cards will come from', async () => {
    const api = setup('/signup', json({ ...TEST_USER, displayName: 'Jane Doe' }, { status: 201 }))

    await fillAndSubmit({ displayName: '  Jane Doe ' })

    await waitFor(() => expect(api.callsTo('POST', '/api/auth/signup')).toHaveLength(1))
    const [request] = api.callsTo('POST', '/api/auth/signup')
    expect(JSON.parse(request.body ?? '')).toMatchObject({ username: 'jane', displayName: 'Jane Doe' })
  })

  it('says "Creating account..." on a disabled button while submitting', async () => {
    const pending = deferred<Response>()
    setup('/signup', () => pending.promise)

    await fillAndSubmit()

    expect(await screen.findByRole('button', { name: 'Creating account...' })).toBeDisabled()
    pending.resolve(json(TEST_USER, { status: 201 }))
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/create$/))
  })

  it.each([
    ['no redirect', '/signup'],
    ['a redirect off the site', '/signup?redirect=//evil.example'],
  ])('with %s, lands in the card wizard rather than back on the home page', async (_case, url) => {
    setup(url, json(TEST_USER, { status: 201 }))

    await fillAndSubmit()

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/create$/))
  })

  it("comes back to the page a sign-in gate sent the visitor from, with the chosen package", async () => {
    setup('/signup?redirect=/purchase&package=value', json(TEST_USER, { status: 201 }))

    await fillAndSubmit()

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/purchase\?package=value$/))
  })

  it('puts a 409 conflict on the field the server names', async () => {
    setup('/signup', json({ message: 'An account with this email already exists', errors: { email: 'An account with this email already exists' } }, { status: 409 }))

    await fillAndSubmit()

    const fieldError = await screen.findByText('An account with this email already exists', { selector: '#email-error' })
    expect(fieldError).toHaveAttribute('role', 'alert')
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByRole('button', { name: 'Create account' })).toBeEnabled()
  })

  it('shows other failures inline and as a toast, with a fallback message', async () => {
    setup('/signup', new Response('', { status: 503, statusText: 'Service Unavailable' }))

    await fillAndSubmit()

    expect(await screen.findByRole('alert')).toHaveTextContent('Could not create account. Please try again.')
    expect(screen.getByText('Sign up failed')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Create account' })).toBeEnabled()
  })
})
