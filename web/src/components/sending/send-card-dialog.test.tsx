import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { queryKeys } from '@/lib/query-keys'
import { deferred, json, stubFetch } from '@/testing/fetch-stub'
import { renderRoute, TEST_USER } from '@/testing/render'
import type { SendView } from './api/send-view'
import { SendCardDialog } from './send-card-dialog'
import type { SendTarget } from './send-card-form'

const SENT: SendView = {
  id: 'send-1',
  imageId: 'img-1',
  thumbnailUrl: '/api/images/file/u/a.thumb.webp',
  cardText: 'Happy birthday!',
  senderName: 'jane',
  message: 'See you Saturday',
  font: 'classic',
  timeZone: 'America/New_York',
  sendAt: null,
  dueAt: '2026-11-24T12:00:00Z',
  createdAt: '2026-11-24T12:00:00Z',
  cancelledAt: null,
  editable: false,
  recipients: [
    { id: 'r1', name: 'Sam', email: 'sam@example.com', status: 'scheduled', canResend: false },
    { id: 'r2', name: 'Ana', email: 'ana@example.com', status: 'scheduled', canResend: false },
  ],
}

const SCHEDULED: SendView = { ...SENT, sendAt: '2026-12-24T09:00', editable: true, dueAt: '2026-12-24T14:00:00Z' }

type Answer = Parameters<typeof stubFetch>[0][string]

function renderDialog(answer: Answer, { target = { imageId: 'img-1' } as SendTarget, user = TEST_USER } = {}) {
  const api = stubFetch({
    'GET /api/csrf-token': json({ csrfToken: 'token-1' }),
    'POST /api/sends': answer,
    'PUT /api/sends/send-1': answer,
    'POST /api/auth/verification-email': json({ message: "We've sent a new confirmation link." }, { status: 202 }),
  })
  const onOpenChange = vi.fn()
  const element = <Harness target={target} onOpenChange={onOpenChange} />
  const view = renderRoute({ path: '/gallery', element, url: '/gallery', user })
  const body = (method: string, path: string) => JSON.parse(api.callsTo(method, path)[0]?.body ?? 'null') as unknown
  return { ...view, api, onOpenChange, body }
}

/** The dialog as its button holds it: closing it closes it. */
function Harness({ target, onOpenChange }: { target: SendTarget; onOpenChange: (open: boolean) => void }) {
  const [open, setOpen] = useState(true)
  const change = (next: boolean) => {
    onOpenChange(next)
    setOpen(next)
  }
  return <SendCardDialog open={open} target={target} onOpenChange={change} />
}

const dialog = () => screen.getByRole('dialog')
const box = (name: string) => within(dialog()).getByRole('textbox', { name })

async function fillTwoRecipients(user: ReturnType<typeof userEvent.setup>) {
  await user.type(box('Recipient 1 name'), 'Sam')
  await user.type(box('Recipient 1 email'), 'sam@example.com')
  await user.click(screen.getByRole('button', { name: 'Add recipient' }))
  expect(box('Recipient 2 name')).toHaveFocus()
  await user.type(box('Recipient 2 name'), 'Ana')
  await user.type(box('Recipient 2 email'), 'ana@example.com')
}

describe('Send card dialog', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-24T12:00:00Z') })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('starts empty, signed with the username, sending now, and says sending is free', () => {
    renderDialog(json(SENT, { status: 201 }))

    expect(screen.getByRole('dialog', { name: 'Send this card' })).toBeInTheDocument()
    expect(box('Recipient 1 name')).toHaveValue('')
    expect(box('Recipient 1 name')).toHaveFocus()
    expect(box('From')).toHaveValue('jane')
    expect(screen.getByRole('radio', { name: /^Classic/ })).toBeChecked()
    expect(screen.getByRole('radio', { name: /^Send now/ })).toBeChecked()
    expect(screen.queryByLabelText('Date and time')).not.toBeInTheDocument()
    expect(screen.getByText('Sending is free: no credits are used.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Send card' })).toBeEnabled()
  })

  it('sends now to two people with a message, then says so with a link to Sent cards', async () => {
    const answer = deferred<Response>()
    const { body, api, onOpenChange, queryClient, router } = renderDialog(() => answer.promise)
    queryClient.setQueryData(queryKeys.sends.page(1, 10), { sends: [], pagination: { total: 0, page: 1, limit: 10, pages: 0 } })
    const user = userEvent.setup()

    await fillTwoRecipients(user)
    await user.type(box('Personal message (optional)'), 'See you Saturday')
    expect(screen.getByText('16 / 1,000')).toBeInTheDocument()
    await user.click(screen.getByRole('radio', { name: /^Handwritten/ }))
    await user.click(screen.getByRole('button', { name: 'Send card' }))

    expect(await screen.findByRole('button', { name: 'Sending…' })).toBeDisabled()
    expect(body('POST', '/api/sends')).toEqual({
      imageId: 'img-1',
      recipients: [
        { name: 'Sam', email: 'sam@example.com' },
        { name: 'Ana', email: 'ana@example.com' },
      ],
      message: 'See you Saturday',
      senderName: 'jane',
      font: 'handwritten',
      sendAt: null,
      timeZone: expect.any(String),
    })
    expect(api.callsTo('POST', '/api/sends')[0].headers.get('CSRF-Token')).toBe('token-1')

    answer.resolve(json(SENT, { status: 201 }))

    expect(await screen.findByText('Card sent to Sam and Ana')).toBeInTheDocument()
    expect(onOpenChange).toHaveBeenCalledWith(false)
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() => expect(queryClient.getQueryState(queryKeys.sends.page(1, 10))?.isInvalidated).toBe(true))
    // A plain click (jsdom has no pointer capture for the toast's swipe handling).
    fireEvent.click(screen.getByRole('link', { name: 'View sent cards' }))
    expect(router.state.location.pathname).toBe('/sent')
  })

  it('schedules for a date and time in a chosen zone', async () => {
    const { body } = renderDialog(json({ ...SCHEDULED, timeZone: 'Asia/Tokyo' }, { status: 201 }))
    const user = userEvent.setup()

    await fillTwoRecipients(user)
    await user.click(screen.getByRole('radio', { name: /^Schedule/ }))
    const when = screen.getByLabelText('Date and time')
    // A first suggestion: tomorrow morning.
    expect(when).toHaveValue('2026-11-25T09:00')
    expect(when).toHaveAttribute('min', '2026-11-24T12:00')
    fireEvent.change(when, { target: { value: '2026-12-24T09:00' } })
    await user.selectOptions(screen.getByLabelText('Time zone'), 'Asia/Tokyo')
    await user.click(screen.getByRole('button', { name: 'Schedule card' }))

    expect(await screen.findByText('Card scheduled for Dec 24, 2026 at 9:00 AM (Tokyo time)')).toBeInTheDocument()
    expect(body('POST', '/api/sends')).toMatchObject({ sendAt: '2026-12-24T09:00', timeZone: 'Asia/Tokyo' })
  })

  it('catches mistakes before asking the server', async () => {
    const { api } = renderDialog(json(SENT, { status: 201 }))
    const user = userEvent.setup()

    await user.type(box('Recipient 1 name'), 'Sam')
    await user.type(box('Recipient 1 email'), 'sam@example')
    await user.click(screen.getByRole('button', { name: 'Add recipient' }))
    await user.type(box('Recipient 2 name'), 'Sam again')
    await user.type(box('Recipient 2 email'), 'SAM@example.com')
    await user.clear(box('Recipient 1 email'))
    await user.type(box('Recipient 1 email'), 'sam@example.com')
    await user.clear(box('From'))
    await user.click(screen.getByRole('button', { name: 'Send card' }))

    expect(await screen.findByText('Each email address can receive the card once')).toHaveAttribute('id', 'recipient-1-email-error')
    expect(screen.getByText(/Enter your name as the recipient should see it/)).toHaveAttribute('id', 'sender-name-error')
    expect(api.callsTo('POST', '/api/sends')).toHaveLength(0)

    await user.click(screen.getByRole('button', { name: 'Remove recipient 2' }))
    expect(screen.queryByText('Each email address can receive the card once')).not.toBeInTheDocument()
  })

  it('offers ten recipients at most, and keeps the last one', async () => {
    renderDialog(json(SENT, { status: 201 }))
    const user = userEvent.setup()

    expect(screen.queryByRole('button', { name: /Remove recipient/ })).not.toBeInTheDocument()
    for (let count = 1; count < 10; count += 1) await user.click(screen.getByRole('button', { name: 'Add recipient' }))
    expect(box('Recipient 10 name')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Add recipient' })).toBeDisabled()
    expect(screen.getByText("That's the most for one send: 10 recipients.")).toBeInTheDocument()
  })

  it("shows the server's field errors on their fields", async () => {
    renderDialog(
      json(
        {
          message: 'Each recipient needs a name of up to 60 characters and a valid email address',
          errors: {
            recipients: 'Each recipient needs a name of up to 60 characters and a valid email address',
            senderName: 'Enter your name as the recipient should see it (up to 60 characters)',
            timeZone: 'Choose a time zone from the list',
            font: 'Choose classic, modern or handwritten',
          },
        },
        { status: 400 },
      ),
    )
    const user = userEvent.setup()

    await fillTwoRecipients(user)
    await user.click(screen.getByRole('button', { name: 'Send card' }))

    expect(
      await screen.findByText('Each recipient needs a name of up to 60 characters and a valid email address'),
    ).toHaveAttribute('id', 'recipients-error')
    expect(screen.getByText('Enter your name as the recipient should see it (up to 60 characters)')).toHaveAttribute(
      'id',
      'sender-name-error',
    )
    // Sending now names a zone too: a refused one comes into view with its message.
    expect(screen.getByText('Choose a time zone from the list')).toHaveAttribute('id', 'time-zone-error')
    expect(screen.getByText('Choose classic, modern or handwritten')).toHaveAttribute('id', 'font-error')
    expect(screen.getByRole('dialog')).toBeInTheDocument()
  })

  it('puts a refused time under the time', async () => {
    renderDialog(json({ message: 'Choose a time in the future', errors: { sendAt: 'Choose a time in the future' } }, { status: 400 }))
    const user = userEvent.setup()

    await fillTwoRecipients(user)
    await user.click(screen.getByRole('radio', { name: /^Schedule/ }))
    await user.click(screen.getByRole('button', { name: 'Schedule card' }))

    expect(await screen.findByText('Choose a time in the future')).toHaveAttribute('id', 'send-at-error')
  })

  it('asks an unconfirmed sender to confirm, with a button that mails the link again', async () => {
    const { api, onOpenChange } = renderDialog(
      json({ message: 'Please verify your email address before sending cards' }, { status: 403 }),
    )
    const user = userEvent.setup()

    await fillTwoRecipients(user)
    await user.click(screen.getByRole('button', { name: 'Send card' }))

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Please verify your email address before sending cards')
    await user.click(within(alert).getByRole('button', { name: 'Resend confirmation email' }))
    expect(await screen.findByText('Confirmation email sent')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/auth/verification-email')).toHaveLength(1)
    expect(onOpenChange).not.toHaveBeenCalled()
    expect(box('Recipient 2 email')).toHaveValue('ana@example.com')
  })

  it('warns before the form is filled when the address is known to be unconfirmed', () => {
    renderDialog(json(SENT, { status: 201 }), { user: { ...TEST_USER, emailVerified: false } })

    expect(screen.getByRole('alert')).toHaveTextContent('Please verify your email address before sending cards.')
    expect(screen.getByRole('button', { name: 'Resend confirmation email' })).toBeInTheDocument()
  })

  it("says when the day's recipients are used up", async () => {
    renderDialog(
      json({ message: 'You can send cards to 50 recipients a day. Please try again tomorrow.' }, { status: 429, headers: { 'Retry-After': '3600' } }),
    )
    const user = userEvent.setup()

    await fillTwoRecipients(user)
    await user.click(screen.getByRole('button', { name: 'Send card' }))

    expect(await screen.findByRole('alert')).toHaveTextContent('You can send cards to 50 recipients a day. Please try again tomorrow.')
    expect(screen.getByRole('button', { name: 'Send card' })).toBeEnabled()
  })

  it('says when the card is gone', async () => {
    renderDialog(json({ message: 'Card not found' }, { status: 404 }))
    const user = userEvent.setup()

    await fillTwoRecipients(user)
    await user.click(screen.getByRole('button', { name: 'Send card' }))

    expect(await screen.findByRole('alert')).toHaveTextContent('This card is no longer in your gallery, so it cannot be sent.')
  })

  it('edits a scheduled send: filled in as it stands, saved with PUT', async () => {
    const { body, api } = renderDialog(json({ ...SCHEDULED, message: 'See you Sunday' }), { target: { send: SCHEDULED } })
    const user = userEvent.setup()

    // On the dialog, not in a filled-in field (no keyboard popping up on a phone).
    expect(screen.getByRole('dialog', { name: 'Change scheduled card' })).toHaveFocus()
    expect(box('Recipient 2 email')).toHaveValue('ana@example.com')
    expect(screen.getByRole('radio', { name: /^Schedule/ })).toBeChecked()
    expect(screen.getByLabelText('Date and time')).toHaveValue('2026-12-24T09:00')
    expect(screen.getByLabelText('Time zone')).toHaveValue('America/New_York')
    await user.clear(box('Personal message (optional)'))
    await user.type(box('Personal message (optional)'), 'See you Sunday')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))

    expect(await screen.findByText('Card scheduled for Dec 24, 2026 at 9:00 AM (New York time)')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/sends')).toHaveLength(0)
    expect(body('PUT', '/api/sends/send-1')).toMatchObject({
      message: 'See you Sunday',
      sendAt: '2026-12-24T09:00',
      timeZone: 'America/New_York',
    })
    expect(body('PUT', '/api/sends/send-1')).not.toHaveProperty('imageId')
  })

  it('says so when an edit comes too late', async () => {
    renderDialog(
      json(
        {
          message: 'This card is already on its way and can no longer be changed',
          errors: { sendAt: 'This card is already on its way and can no longer be changed' },
        },
        { status: 409 },
      ),
      { target: { send: SCHEDULED } },
    )
    const user = userEvent.setup()

    await user.click(screen.getByRole('button', { name: 'Save changes' }))

    expect(await screen.findByRole('alert')).toHaveTextContent('This card is already on its way and can no longer be changed')
  })
})
