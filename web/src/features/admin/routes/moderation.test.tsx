import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { json, stubFetch, type RecordedRequest } from '@/testing/fetch-stub'
import { renderRoute, TEST_USER } from '@/testing/render'
import type { ModerationItem } from '../api/moderation'
import { ADMIN, CUSTOMER_ID } from '../testing/console-fixtures'
import { ModerationRoute } from './moderation'

const REPORTED: ModerationItem = {
  id: 'item-1',
  kind: 'reported_card',
  status: 'open',
  reports: 2,
  createdAt: '2026-11-20T10:00:00Z',
  lastReportedAt: '2026-11-21T10:00:00Z',
  account: { id: CUSTOMER_ID, email: 'mina@example.com', username: 'mina', suspended: false },
  strikes: 2,
  card: {
    imageUrl: '/api/images/file/u/card.png',
    words: 'Happy birthday, loser',
    prompt: 'A birthday cake',
    message: 'Nobody likes you.',
    senderName: 'Mina',
    recipients: 3,
    sentAt: '2026-11-19T09:00:00Z',
  },
}

const REFUSED: ModerationItem = {
  ...REPORTED,
  id: 'item-2',
  kind: 'flagged_generation',
  reports: 1,
  strikes: 0,
  card: null,
  prompt: 'Something vile',
}

const REPORTED_MESSAGE: ModerationItem = {
  ...REPORTED,
  id: 'item-3',
  kind: 'reported_message',
  reports: 1,
  strikes: 0,
  card: null,
  message: {
    name: 'Cy',
    text: 'You were the worst colleague.',
    cardTitle: 'Farewell, Priya!',
    recipientName: 'Priya',
    signedAt: '2026-11-18T09:00:00Z',
  },
}

const queueOf = (items: ModerationItem[]) => json({ items, pagination: { total: items.length, page: 1, limit: 20, pages: 1 } })
const queryOf = (request: RecordedRequest) => Object.fromEntries(new URL(request.url, 'http://localhost').searchParams)

function renderQueue(routes: Parameters<typeof stubFetch>[0] = {}, url = '/admin/moderation') {
  const api = stubFetch({
    'GET /api/csrf-token': json({ csrfToken: 'token-1' }),
    'GET /api/admin/moderation': (request) => (queryOf(request).status === 'decided' ? queueOf([]) : queueOf([REPORTED, REFUSED])),
    ...routes,
  })
  renderRoute({ path: '/admin/moderation', element: <ModerationRoute session={ADMIN} />, url, user: TEST_USER })
  return api
}

describe('The moderation queue', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })

  it('shows each item with what was reported and whose it is', async () => {
    renderQueue()

    const card = await screen.findByRole('article', { name: 'Reported card from mina@example.com' })
    expect(within(card).getByRole('img')).toHaveAttribute('src', '/api/images/file/u/card.png')
    expect(card).toHaveTextContent('2 reports')
    expect(card).toHaveTextContent('Sent to 3 people')
    expect(card).toHaveTextContent('Happy birthday, loser')
    expect(card).toHaveTextContent('Nobody likes you.')
    expect(card).toHaveTextContent('2 strikes')
    expect(within(card).getByRole('link', { name: 'mina@example.com' })).toHaveAttribute('href', `/admin/accounts/${CUSTOMER_ID}`)
    const refused = screen.getByRole('article', { name: 'Refused prompts from mina@example.com' })
    expect(refused).toHaveTextContent('Something vile')
    expect(within(refused).getByRole('button', { name: 'Dismiss' })).toBeInTheDocument()
    expect(screen.getByText('2 items waiting')).toBeInTheDocument()
  })

  it('removes only with a reason, warns that this strike suspends, and says what happened', async () => {
    const removePath = '/api/admin/moderation/item-1/remove'
    const api = renderQueue({ [`POST ${removePath}`]: json({ strikes: 3, suspended: true }) })
    const user = userEvent.setup()
    const card = await screen.findByRole('article', { name: 'Reported card from mina@example.com' })

    await user.click(within(card).getByRole('button', { name: 'Remove' }))
    const dialog = await screen.findByRole('dialog', { name: 'Remove the card' })
    expect(dialog).toHaveTextContent('This is strike 3: the account will be suspended.')
    await user.click(within(dialog).getByRole('button', { name: 'Remove the card' }))
    expect(await within(dialog).findByText('Say why: every console action needs a reason')).toBeInTheDocument()
    expect(api.callsTo('POST', removePath)).toHaveLength(0)

    await user.type(within(dialog).getByLabelText('Reason'), 'Bullying, ticket 88')
    await user.click(within(dialog).getByRole('button', { name: 'Remove the card' }))

    expect(await screen.findByText('Card removed')).toBeInTheDocument()
    expect(screen.getByText('mina@example.com now has 3 strikes and is suspended. The email with your reason is on its way.')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(JSON.parse(api.callsTo('POST', removePath)[0].body ?? '')).toEqual({ reason: 'Bullying, ticket 88' })
    // The queue is read again after the decision.
    await waitFor(() => expect(api.callsTo('GET', '/api/admin/moderation').length).toBeGreaterThan(1))
  })

  it("shows another staff member's decision as the server words it", async () => {
    const restorePath = '/api/admin/moderation/item-1/restore'
    const taken = 'Another staff member has decided this item already'
    renderQueue({ [`POST ${restorePath}`]: json({ message: taken }, { status: 409 }) })
    const user = userEvent.setup()
    const card = await screen.findByRole('article', { name: 'Reported card from mina@example.com' })

    await user.click(within(card).getByRole('button', { name: 'Restore' }))
    const dialog = await screen.findByRole('dialog', { name: 'Restore the card' })
    await user.type(within(dialog).getByLabelText('Reason'), 'A joke between friends')
    await user.click(within(dialog).getByRole('button', { name: 'Restore the card' }))

    expect(await within(dialog).findByText(taken)).toBeInTheDocument()
  })

  it('offers no decision on an item of the staff member’s own account', async () => {
    renderQueue({ 'GET /api/admin/moderation': queueOf([{ ...REPORTED, account: { ...REPORTED.account!, id: ADMIN.id } }]) })

    const card = await screen.findByRole('article', { name: 'Reported card from mina@example.com' })
    expect(card).toHaveTextContent('This is your own account: another staff member decides this item.')
    expect(within(card).queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument()
  })

  it('shows a reported message of a group card, and removes it without a strike', async () => {
    const removePath = '/api/admin/moderation/item-3/remove'
    const api = renderQueue({
      'GET /api/admin/moderation': queueOf([REPORTED_MESSAGE]),
      [`POST ${removePath}`]: json({ strikes: 0, suspended: false }),
    })
    const user = userEvent.setup()
    const item = await screen.findByRole('article', { name: 'Reported message on a group card of mina@example.com' })
    expect(item).toHaveTextContent('On “Farewell, Priya!”, the group card for Priya')
    expect(item).toHaveTextContent('Message from Cy')
    expect(item).toHaveTextContent('You were the worst colleague.')

    await user.click(within(item).getByRole('button', { name: 'Remove' }))
    const dialog = await screen.findByRole('dialog', { name: 'Remove the message' })
    expect(dialog).toHaveTextContent('Nobody gets a strike, since a signer wrote it')
    await user.type(within(dialog).getByLabelText('Reason'), 'Abusive words')
    await user.click(within(dialog).getByRole('button', { name: 'Remove the message' }))

    expect(await screen.findByText('Message removed')).toBeInTheDocument()
    expect(JSON.parse(api.callsTo('POST', removePath)[0].body ?? '')).toEqual({ reason: 'Abusive words' })
  })

  it('says when nothing has been decided', async () => {
    renderQueue({}, '/admin/moderation?status=decided')

    expect(await screen.findByText('Nothing has been decided yet.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Decided' })).toHaveAttribute('aria-current', 'page')
  })

  it('says when nothing is waiting', async () => {
    renderQueue({ 'GET /api/admin/moderation': () => queueOf([]) })

    expect(await screen.findByText('Nothing is waiting: no card is reported and no prompt refused.')).toBeInTheDocument()
  })
})
