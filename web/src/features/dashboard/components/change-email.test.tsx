import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { json, stubFetch } from '@/testing/fetch-stub'
import { renderRoute, TEST_USER } from '@/testing/render'
import { ChangeEmail } from './change-email'

function renderChangeEmail(answer: Response) {
  const api = stubFetch({
    'GET /api/csrf-token': json({ csrfToken: 'token-1' }),
    'POST /api/account/email': answer,
  })
  renderRoute({ path: '/dashboard', element: <ChangeEmail />, url: '/dashboard', user: TEST_USER })
  return api
}

async function fillAndSend(newEmail: string, password: string) {
  const user = userEvent.setup()
  await user.click(screen.getByRole('button', { name: 'Change email' }))
  const form = screen.getByRole('form', { name: 'Change email' })
  await user.type(within(form).getByLabelText('New email'), newEmail)
  await user.type(within(form).getByLabelText('Your password'), password)
  await user.click(within(form).getByRole('button', { name: 'Send link' }))
}

describe('Change email', () => {
  it('sends the new address with the current password and says where the link went', async () => {
    const message = "We've sent a link to new@example.com. Your address changes when you open it."
    const api = renderChangeEmail(json({ message }, { status: 202 }))

    await fillAndSend('new@example.com', 'correct-horse-battery')

    expect(await screen.findByRole('status')).toHaveTextContent(message)
    const [request] = api.callsTo('POST', '/api/account/email')
    expect(JSON.parse(request.body ?? '')).toEqual({ newEmail: 'new@example.com', currentPassword: 'correct-horse-battery' })
    expect(request.headers.get('CSRF-Token')).toBe('token-1')
    expect(screen.queryByRole('form', { name: 'Change email' })).not.toBeInTheDocument()
  })

  it('puts a taken address on its field and keeps the form open', async () => {
    const taken = 'An account with this email already exists'
    renderChangeEmail(json({ message: taken, errors: { newEmail: taken } }, { status: 409 }))

    await fillAndSend('lee@example.com', 'correct-horse-battery')

    expect(await screen.findByText(taken, { selector: '#newEmail-error' })).toBeInTheDocument()
    expect(screen.getByRole('form', { name: 'Change email' })).toBeInTheDocument()
  })

  it('checks the address before asking the server', async () => {
    const api = renderChangeEmail(json({ message: 'unused' }, { status: 202 }))

    await fillAndSend('not-an-address', 'pw')

    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/account/email')).toHaveLength(0)
  })
})
