import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { currentUserQueryOptions } from '@/lib/auth'
import { json, stubFetch } from '@/testing/fetch-stub'
import { renderRoute, TEST_USER } from '@/testing/render'
import { DeleteAccount } from './delete-account'

const SUMMARY = { credits: 1234.5, imagesGenerated: 37, creditsUsed: 96.5, memberSince: '2025-01-15T12:00:00Z' }
const WRONG_PASSWORD = 'Your current password is incorrect'
const USERNAME_MISMATCH = 'This does not match your username'

function renderDeleteAccount(answer: Response, summary = SUMMARY, twoFactorOn = false) {
  const api = stubFetch({
    'GET /api/csrf-token': json({ csrfToken: 'token-1' }),
    'GET /api/account/summary': json(summary),
    'GET /api/account/two-factor': json({ enabled: twoFactorOn, recoveryCodesLeft: twoFactorOn ? 10 : 0 }),
    'DELETE /api/account': answer,
  })
  const view = renderRoute({
    path: '/dashboard',
    element: <DeleteAccount username={TEST_USER.username} />,
    url: '/dashboard',
    user: TEST_USER,
  })
  return { api, ...view }
}

async function openDialog() {
  const user = userEvent.setup()
  await user.click(screen.getByRole('button', { name: 'Delete my account…' }))
  return { user, dialog: await screen.findByRole('alertdialog', { name: 'Delete your account?' }) }
}

async function fillAndDelete(password: string, username: string) {
  const { user, dialog } = await openDialog()
  await user.type(within(dialog).getByLabelText('Current password'), password)
  await user.type(within(dialog).getByLabelText('Type your username to confirm'), username)
  await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }))
  return dialog
}

const fieldError = (field: string, message: string) => screen.findByText(message, { selector: `#${field}-error` })

describe('Delete account', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })

  it('says what goes, what is kept and the credits that are lost before asking', async () => {
    renderDeleteAccount(json({ message: 'unused' }, { status: 202 }))

    const { dialog } = await openDialog()

    expect(dialog).toHaveTextContent(
      'your images and their files, cards you sent or scheduled and the thanks you received (card links stop working), ' +
        'dates to remember, API keys, passkeys, signed-in devices, your email address and username',
    )
    expect(dialog).toHaveTextContent('payment and credit records, without your name or email, for accounting')
    expect(await within(dialog).findByText('You will lose your 1,234.5 unspent credits.')).toBeInTheDocument()
    expect(dialog).toHaveTextContent('This cannot be undone.')
  })

  it('says so when there are no credits to lose', async () => {
    renderDeleteAccount(json({ message: 'unused' }, { status: 202 }), { ...SUMMARY, credits: 0 })

    const { dialog } = await openDialog()

    expect(await within(dialog).findByText('You have no unspent credits.')).toBeInTheDocument()
  })

  it('deletes the account, forgets the session and goes home with a toast', async () => {
    const { api, queryClient } = renderDeleteAccount(json({ message: 'Your account has been deleted.' }, { status: 202 }))

    await fillAndDelete('correct-horse-battery', 'jane')

    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/)
    expect(await screen.findByText('Your account has been deleted.')).toBeInTheDocument()
    const [request] = api.callsTo('DELETE', '/api/account')
    expect(JSON.parse(request.body ?? '')).toEqual({ currentPassword: 'correct-horse-battery', username: 'jane' })
    expect(request.headers.get('CSRF-Token')).toBe('token-1')
    await waitFor(() => expect(queryClient.getQueryData(currentUserQueryOptions.queryKey)).toBeNull())
  })

  it('asks for a code as well when two-step sign-in is on, and sends it', async () => {
    const WRONG_CODE = 'This code is not right. Check your authenticator app and try again'
    const { api } = renderDeleteAccount(
      json({ message: 'the form is invalid', errors: { code: WRONG_CODE } }, { status: 400 }),
      SUMMARY,
      true,
    )
    const { user, dialog } = await openDialog()
    const codeBox = await within(dialog).findByLabelText('Code from your app, or a recovery code')
    await user.type(within(dialog).getByLabelText('Current password'), 'correct-horse-battery')
    await user.type(within(dialog).getByLabelText('Type your username to confirm'), 'jane')
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }))
    expect(await fieldError('deleteCode', 'Enter a code from your authenticator app or a recovery code')).toBeInTheDocument()
    expect(api.callsTo('DELETE', '/api/account')).toHaveLength(0)

    await user.type(codeBox, '123456')
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }))

    expect(await fieldError('deleteCode', WRONG_CODE)).toBeInTheDocument()
    const [request] = api.callsTo('DELETE', '/api/account')
    expect(JSON.parse(request.body ?? '')).toEqual({
      currentPassword: 'correct-horse-battery',
      code: '123456',
      username: 'jane',
    })
  })

  it('puts a wrong password under the password box and keeps the dialog open', async () => {
    const { queryClient } = renderDeleteAccount(
      json({ message: WRONG_PASSWORD, errors: { currentPassword: WRONG_PASSWORD } }, { status: 400 }),
    )

    const dialog = await fillAndDelete('wrong-password', 'jane')

    expect(await fieldError('deletePassword', WRONG_PASSWORD)).toBeInTheDocument()
    expect(dialog).toBeInTheDocument()
    // The field's message is the only one: nothing repeats it above the form.
    expect(within(dialog).getAllByRole('alert')).toHaveLength(1)
    expect(queryClient.getQueryData(currentUserQueryOptions.queryKey)).toEqual(TEST_USER)
  })

  it('refuses a username that does not match before asking the server', async () => {
    const { api } = renderDeleteAccount(json({ message: 'unused' }, { status: 202 }))

    await fillAndDelete('correct-horse-battery', 'Jane')

    expect(await fieldError('deleteUsername', USERNAME_MISMATCH)).toBeInTheDocument()
    expect(api.callsTo('DELETE', '/api/account')).toHaveLength(0)
  })

  it("puts the server's username refusal under the username box", async () => {
    renderDeleteAccount(json({ message: USERNAME_MISMATCH, errors: { username: USERNAME_MISMATCH } }, { status: 400 }))

    await fillAndDelete('correct-horse-battery', 'jane')

    expect(await fieldError('deleteUsername', USERNAME_MISMATCH)).toBeInTheDocument()
    expect(screen.getByRole('alertdialog')).toBeInTheDocument()
  })

  it('shows any other failure above the form', async () => {
    renderDeleteAccount(json({ message: 'Too many attempts. Please try again later.' }, { status: 429 }))

    const dialog = await fillAndDelete('correct-horse-battery', 'jane')

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Too many attempts. Please try again later.')
  })
})
