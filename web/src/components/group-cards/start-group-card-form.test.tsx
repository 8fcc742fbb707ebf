import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { json, stubFetch } from '@/testing/fetch-stub'
import { GROUP_CARD } from '@/testing/group-card'
import { renderRoute, TEST_USER } from '@/testing/render'
import { newGroupCardValues } from './group-card-form'
import { StartGroupCardButton } from './start-group-card-button'

function renderButton(answer: Response) {
  const api = stubFetch({ 'GET /api/csrf-token': json({ csrfToken: 'token-1' }), 'POST /api/group-cards': answer })
  renderRoute({
    path: '/gallery',
    element: <StartGroupCardButton image={{ id: 'img-1', thumbnailUrl: null }} />,
    url: '/gallery',
    user: TEST_USER,
  })
  return api
}

async function fillAndStart() {
  const user = userEvent.setup()
  await user.click(screen.getByRole('button', { name: 'Group card' }))
  const dialog = await screen.findByRole('dialog', { name: 'Start a group card' })
  await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Farewell, Priya!')
  await user.type(within(dialog).getByRole('textbox', { name: "Recipient's name" }), 'Priya')
  await user.type(within(dialog).getByRole('textbox', { name: "Recipient's email" }), 'priya@example.com')
  await user.click(within(dialog).getByRole('switch', { name: 'Keep messages private until it is sent' }))
  await user.click(within(dialog).getByRole('button', { name: 'Start group card' }))
  return dialog
}

describe('Starting a group card', () => {
  it('posts the form with its times and goes to the new card', async () => {
    const api = renderButton(json(GROUP_CARD, { status: 201 }))
    await fillAndStart()
    expect(await screen.findByTestId('location')).toHaveTextContent('/group-cards/g1')
    const defaults = newGroupCardValues('jane')
    expect(JSON.parse(api.callsTo('POST', '/api/group-cards')[0].body ?? '')).toEqual({
      imageId: 'img-1',
      title: 'Farewell, Priya!',
      recipientName: 'Priya',
      recipientEmail: 'priya@example.com',
      organiserName: 'jane',
      deadline: defaults.deadline,
      sendAt: defaults.sendAt,
      timeZone: defaults.timeZone,
      hideMessages: true,
    })
  })

  it('shows the server’s refusal on its field', async () => {
    renderButton(
      json({ message: 'The form is invalid', errors: { deadline: 'Give signers at least 10 minutes' } }, { status: 400 }),
    )
    const dialog = await fillAndStart()
    expect(await within(dialog).findByText('Give signers at least 10 minutes')).toBeInTheDocument()
  })

  it('checks the times before asking the server', async () => {
    const api = renderButton(json({}, { status: 500 }))
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Group card' }))
    const dialog = await screen.findByRole('dialog', { name: 'Start a group card' })
    const deadline = within(dialog).getByLabelText('Signing closes')
    await user.clear(deadline)
    await user.click(within(dialog).getByRole('button', { name: 'Start group card' }))
    expect(await within(dialog).findByText('Choose a date and time for the deadline')).toBeInTheDocument()
    expect(within(dialog).getByText('Give the card a title of 1 to 80 characters')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/group-cards')).toHaveLength(0)
  })
})
