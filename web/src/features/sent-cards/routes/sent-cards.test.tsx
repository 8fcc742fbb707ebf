import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { SendView } from '@/components/sending/api/send-view'
import { json, stubFetch } from '@/testing/fetch-stub'
import { renderRoute, TEST_USER } from '@/testing/render'
import { DUE_SOON_REFRESH_MS, refreshInterval, type SendList, WAITING_REFRESH_MS } from '../api/get-sends'
import { SentCardsRoute } from './sent-cards'

const recipient = (id: string, name: string, status: string, extra: Partial<SendView['recipients'][number]> = {}) => ({
  id,
  name,
  email: `${name.toLowerCase()}@example.com`,
  status,
  canResend: false,
  ...extra,
})

const SCHEDULED: SendView = {
  id: 'send-2',
  imageId: 'img-1',
  thumbnailUrl: '/api/images/file/u/a.thumb.webp',
  cardText: 'Merry Christmas',
  senderName: 'Jane',
  message: 'Merry Christmas to you both!',
  font: 'classic',
  timeZone: 'America/New_York',
  sendAt: '2026-12-24T09:00',
  dueAt: '2026-12-24T14:00:00Z',
  createdAt: '2026-11-24T12:00:00Z',
  cancelledAt: null,
  editable: true,
  recipients: [recipient('r5', 'Maya', 'scheduled'), recipient('r6', 'Tom', 'scheduled')],
}

const DELIVERED: SendView = {
  ...SCHEDULED,
  id: 'send-1',
  thumbnailUrl: null,
  cardText: null,
  message: 'Happy birthday!',
  font: 'handwritten',
  sendAt: null,
  dueAt: '2026-11-20T15:04:00Z',
  editable: false,
  recipients: [
    recipient('r1', 'Sam', 'sent', { canResend: true, sentAt: '2026-11-20T15:04:00Z' }),
    recipient('r2', 'Ana', 'opened', { openedAt: '2026-11-20T16:00:00Z' }),
    recipient('r3', 'Lee', 'thanked', { thanks: 'Thank you so much, Jane!' }),
    recipient('r4', 'Noor', 'failed', { failure: 'The recipient asked not to receive cards from Cardsmith' }),
  ],
}

const CANCELLED: SendView = {
  ...SCHEDULED,
  id: 'send-3',
  editable: false,
  cancelledAt: '2026-11-21T10:00:00Z',
  recipients: [recipient('r7', 'Rose', 'cancelled')],
}

function list(sends: SendView[]): SendList {
  return { sends, pagination: { total: sends.length, page: 1, limit: 10, pages: sends.length ? 1 : 0 } }
}

function renderPage(sends: SendView[], user: typeof TEST_USER | null = TEST_USER, extra: Parameters<typeof stubFetch>[0] = {}) {
  let answer = list(sends)
  const api = stubFetch({
    'GET /api/csrf-token': json({ csrfToken: 'token-1' }),
    'GET /api/sends': () => json(answer),
    ...extra,
  })
  const view = renderRoute({ path: '/sent', element: <SentCardsRoute />, url: '/sent', user })
  return { ...view, api, answerWith: (next: SendView[]) => (answer = list(next)) }
}

const card = (name: RegExp) => screen.getByRole('article', { name })

describe('Sent cards page', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('lists each send with its card, sender, message, time and every recipient’s status', async () => {
    const { api } = renderPage([SCHEDULED, DELIVERED, CANCELLED])

    expect(screen.getByRole('heading', { level: 1, name: 'Sent cards' })).toBeInTheDocument()
    const scheduled = await screen.findByRole('article', { name: 'To Maya and Tom' })
    expect(scheduled).toHaveTextContent('Merry Christmas · From Jane')
    expect(scheduled).toHaveTextContent('Scheduled for Dec 24, 2026 at 9:00 AM (New York time)')
    expect(within(scheduled).getAllByText('Scheduled')).toHaveLength(2)

    const delivered = card(/^To Sam, Ana and 2 others$/)
    expect(delivered).toHaveTextContent('Image · From Jane')
    expect(delivered).toHaveTextContent(/Sent Nov 20, 2026/)
    expect(within(delivered).getByText('Happy birthday!')).toBeInTheDocument()
    const rows = within(within(delivered).getByRole('list', { name: 'Recipients' })).getAllByRole('listitem')
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Samsam@example\.comSentSend again$/),
      expect.stringMatching(/^Anaana@example\.comOpened$/),
      expect.stringMatching(/^Leelee@example\.comThankedTheir thank-you: Thank you so much, Jane!$/),
      expect.stringMatching(/^Noornoor@example\.comFailedThe recipient asked not to receive cards from Cardsmith$/),
    ])
    expect(within(delivered).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument()
    expect(within(delivered).queryByRole('button', { name: 'Cancel sending' })).not.toBeInTheDocument()

    const cancelled = card(/^To Rose$/)
    expect(cancelled).toHaveTextContent('Cancelled · was scheduled for Dec 24, 2026 at 9:00 AM (New York time)')
    expect(within(cancelled).getByText('Cancelled')).toBeInTheDocument()
    expect(within(cancelled).queryByRole('button')).not.toBeInTheDocument()
    expect(api.callsTo('GET', '/api/sends')[0].url).toBe('/api/sends?page=1&limit=10')
  })

  it('edits a scheduled send in the send dialog, with PUT', async () => {
    const { api } = renderPage([SCHEDULED], TEST_USER, { 'PUT /api/sends/send-2': json({ ...SCHEDULED, message: 'Merry Christmas!' }) })
    const user = userEvent.setup()

    await user.click(within(await screen.findByRole('article', { name: 'To Maya and Tom' })).getByRole('button', { name: 'Edit' }))
    const dialog = await screen.findByRole('dialog', { name: 'Change scheduled card' })
    const message = within(dialog).getByRole('textbox', { name: 'Personal message (optional)' })
    expect(message).toHaveValue('Merry Christmas to you both!')
    await user.clear(message)
    await user.type(message, 'Merry Christmas!')
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }))

    expect(await screen.findByText('Card scheduled for Dec 24, 2026 at 9:00 AM (New York time)')).toBeInTheDocument()
    expect(JSON.parse(api.callsTo('PUT', '/api/sends/send-2')[0].body ?? '')).toMatchObject({
      message: 'Merry Christmas!',
      recipients: [
        { name: 'Maya', email: 'maya@example.com' },
        { name: 'Tom', email: 'tom@example.com' },
      ],
    })
    await waitFor(() => expect(api.callsTo('GET', '/api/sends')).toHaveLength(2))
  })

  it('cancels after asking, and shows it cancelled', async () => {
    const { api, answerWith } = renderPage([SCHEDULED], TEST_USER, {
      'DELETE /api/sends/send-2': () => {
        answerWith([{ ...SCHEDULED, editable: false, cancelledAt: '2026-11-24T12:00:00Z', recipients: SCHEDULED.recipients.map((r) => ({ ...r, status: 'cancelled' })) }])
        return json({ ...SCHEDULED, editable: false })
      },
    })
    const user = userEvent.setup()

    await user.click(within(await screen.findByRole('article', { name: 'To Maya and Tom' })).getByRole('button', { name: 'Cancel sending' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel this card?' })
    expect(confirm).toHaveTextContent("It hasn't gone out yet: Maya and Tom won't receive it. This can't be undone.")
    expect(within(confirm).getByRole('button', { name: 'Keep it' })).toHaveFocus()
    await user.click(within(confirm).getByRole('button', { name: 'Cancel card' }))

    expect(await screen.findByText('Card cancelled')).toBeInTheDocument()
    expect(api.callsTo('DELETE', '/api/sends/send-2')[0].headers.get('CSRF-Token')).toBe('token-1')
    expect(await screen.findAllByText('Cancelled')).toHaveLength(2)
    expect(screen.queryByRole('button', { name: 'Cancel sending' })).not.toBeInTheDocument()
  })

  it('says why a cancellation was refused', async () => {
    renderPage([SCHEDULED], TEST_USER, {
      'DELETE /api/sends/send-2': json({ message: 'This card has already been sent', errors: { sendAt: 'This card has already been sent' } }, { status: 409 }),
    })
    const user = userEvent.setup()

    await user.click(within(await screen.findByRole('article', { name: 'To Maya and Tom' })).getByRole('button', { name: 'Cancel sending' }))
    await user.click(await screen.findByRole('button', { name: 'Cancel card' }))

    expect(await screen.findByText('Not cancelled')).toBeInTheDocument()
    expect(screen.getByText('This card has already been sent')).toBeInTheDocument()
  })

  it('sends again to one recipient', async () => {
    const { api } = renderPage([DELIVERED], TEST_USER, {
      'POST /api/sends/send-1/recipients/r1/resend': json(DELIVERED),
    })
    const user = userEvent.setup()

    await user.click(await screen.findByRole('button', { name: 'Send again to Sam' }))

    expect(await screen.findByText('Card sent again')).toBeInTheDocument()
    expect(screen.getByText('A fresh copy is on its way to Sam.')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/sends/send-1/recipients/r1/resend')).toHaveLength(1)
  })

  it('says why sending again was refused', async () => {
    renderPage([DELIVERED], TEST_USER, {
      'POST /api/sends/send-1/recipients/r1/resend': json(
        { message: 'A card can be sent again once a day to a recipient who has not opened it' },
        { status: 409 },
      ),
    })

    await userEvent.click(await screen.findByRole('button', { name: 'Send again to Sam' }))

    expect(await screen.findByText('Not sent again')).toBeInTheDocument()
    expect(screen.getByText('A card can be sent again once a day to a recipient who has not opened it')).toBeInTheDocument()
  })

  it('points to the card maker when nothing was sent yet', async () => {
    renderPage([])

    expect(await screen.findByRole('heading', { name: 'No cards sent yet' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Create a card' })).toHaveAttribute('href', '/create')
    expect(screen.queryByText(/Page 1 of/)).not.toBeInTheDocument()
  })

  it('offers to try again when the list cannot be loaded', async () => {
    stubFetch({ 'GET /api/sends': json({ message: 'Internal server error' }, { status: 500 }) })
    renderRoute({ path: '/sent', element: <SentCardsRoute />, url: '/sent', user: TEST_USER })

    expect(await screen.findByText("We couldn't load your sent cards.")).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })

  it('asks visitors to log in, coming back here', () => {
    const { api } = renderPage([SCHEDULED], null)

    expect(screen.getByText("Please log in to see the cards you've sent")).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login?redirect=/sent')
    expect(api.requests).toHaveLength(0)
  })

  it('looks again every few seconds while a card is due, now and then while one waits, and not otherwise', () => {
    const now = new Date('2026-11-24T12:00:00Z').getTime()
    const dueNow = { ...SCHEDULED, dueAt: '2026-11-24T12:00:30Z' }
    expect(refreshInterval([DELIVERED, dueNow], now)).toBe(DUE_SOON_REFRESH_MS)
    expect(refreshInterval([DELIVERED, SCHEDULED], now)).toBe(WAITING_REFRESH_MS)
    expect(refreshInterval([DELIVERED, CANCELLED], now)).toBe(false)
  })

  it('turns a scheduled card Sent on its own', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { answerWith } = renderPage([{ ...SCHEDULED, dueAt: new Date().toISOString() }])
    const scheduled = await screen.findByRole('article', { name: 'To Maya and Tom' })
    expect(within(scheduled).getAllByText('Scheduled')).toHaveLength(2)

    answerWith([{ ...SCHEDULED, editable: false, recipients: SCHEDULED.recipients.map((r) => ({ ...r, status: 'sent' })) }])
    await vi.advanceTimersByTimeAsync(DUE_SOON_REFRESH_MS)

    await waitFor(() => expect(within(card(/^To Maya and Tom$/)).getAllByText('Sent')).toHaveLength(2))
    expect(card(/^To Maya and Tom$/)).toHaveTextContent('Sent Dec 24, 2026 at 9:00 AM (New York time)')
  })
})
