import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { deferred, json, stubFetch } from '@/testing/fetch-stub'
import { renderRoute, TEST_USER } from '@/testing/render'
import { ChangePasswordForm } from './change-password-form'

function renderForm() {
  return renderRoute({ path: '/dashboard', element: <ChangePasswordForm />, url: '/dashboard', user: TEST_USER })
}

async function fill(current: string, next: string, confirm: string) {
  const user = userEvent.setup()
  if (current) await user.type(screen.getByLabelText('Current password'), current)
  if (next) await user.type(screen.getByLabelText('New password'), next)
  if (confirm) await user.type(screen.getByLabelText('Confirm new password'), confirm)
  await user.click(screen.getByRole('button', { name: 'Change password' }))
}

function stubServer(answer: Parameters<typeof stubFetch>[0][string]) {
  return stubFetch({ 'GET /api/csrf-token': json({ csrfToken: 'token-1' }), 'POST /api/account/password': answer })
}

describe('Change password form', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })

  it('checks every field before calling the server', async () => {
    const api = stubServer(json({ message: 'ok' }))
    renderForm()

    await fill('', 'short', 'other')

    expect(await screen.findByText('Please enter your current password')).toBeInTheDocument()
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument()
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument()
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true')
    expect(api.callsTo('POST', '/api/account/password')).toHaveLength(0)
  })

  it('refuses a new password that is the same as the current one, or too long', async () => {
    const api = stubServer(json({ message: 'ok' }))
    renderForm()

    await fill('same-password', 'same-password', 'same-password')
    expect(await screen.findByText('Choose a password different from your current one')).toBeInTheDocument()

    // Pasted, as such a password would be: typing 258 keys takes seconds.
    const tooLong = 'x'.repeat(129)
    const user = userEvent.setup()
    for (const label of ['New password', 'Confirm new password']) {
      await user.clear(screen.getByLabelText(label))
      await user.click(screen.getByLabelText(label))
      await user.paste(tooLong)
    }
    await user.click(screen.getByRole('button', { name: 'Change password' }))
    expect(await screen.findByText('Password must be at most 128 characters')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/account/password')).toHaveLength(0)
  })

  it('sends current and new password with the CSRF token, confirms with the server message and clears the form', async () => {
    const pending = deferred<Response>()
    const api = stubServer(() => pending.promise)
    renderForm()

    await fill('old-password-1', 'new-password-2', 'new-password-2')

    expect(await screen.findByRole('button', { name: 'Changing password...' })).toBeDisabled()
    const [request] = api.callsTo('POST', '/api/account/password')
    expect(JSON.parse(request.body ?? '')).toEqual({ currentPassword: 'old-password-1', newPassword: 'new-password-2' })
    expect(request.headers.get('CSRF-Token')).toBe('token-1')

    pending.resolve(json({ message: 'Your password has been changed. Other devices have been signed out.' }))
    expect(await screen.findByText('Password changed')).toBeInTheDocument()
    expect(screen.getByText('Your password has been changed. Other devices have been signed out.')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveValue(''))
    expect(screen.getByLabelText('New password')).toHaveValue('')
  })

  it('puts a wrong current password on its field and in a toast', async () => {
    stubServer(
      json(
        {
          message: 'Your current password is incorrect',
          errors: { currentPassword: 'Your current password is incorrect' },
        },
        { status: 400 },
      ),
    )
    renderForm()

    await fill('not-my-password', 'new-password-2', 'new-password-2')

    expect(await screen.findByText('Password not changed')).toBeInTheDocument()
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('Current password')).toHaveFocus()
    expect(document.getElementById('currentPassword-error')).toHaveTextContent('Your current password is incorrect')
    expect(screen.getByLabelText('New password')).toHaveValue('new-password-2')
  })

  it('puts a rejected new password on the new-password field', async () => {
    stubServer(
      json(
        { message: 'Password is too common', errors: { newPassword: 'Password is too common' } },
        { status: 400 },
      ),
    )
    renderForm()

    await fill('old-password-1', 'password123', 'password123')

    await waitFor(() => expect(document.getElementById('newPassword-error')).toHaveTextContent('Password is too common'))
    expect(screen.getByRole('button', { name: 'Change password' })).toBeEnabled()
  })
})
