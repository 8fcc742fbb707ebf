import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { GroupCardView } from '@/components/group-cards/api/group-card-view'
import { GROUP_CARD as CARD } from '@/testing/group-card'
import { json, stubFetch } from '@/testing/fetch-stub'
import { renderRoute, TEST_USER } from '@/testing/render'
import { splitAddresses } from '../components/addresses'
import { GroupCardRoute } from './group-card'
import { GroupCardsRoute } from './group-cards'

function renderCard(extra: Parameters<typeof stubFetch>[0] = {}, card: GroupCardView = CARD) {
  const api = stubFetch({
    'GET /api/csrf-token': json({ csrfToken: 'token-1' }),
    'GET /api/group-cards/g1': json(card),
    ...extra,
  })
  renderRoute({ path: '/group-cards/:id', element: <GroupCardRoute />, url: '/group-cards/g1', user: TEST_USER })
  return api
}

describe('A group card for its organiser', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })

  it('shows the link to share, who was invited and signed, and every message', async () => {
    renderCard()
    expect(await screen.findByRole('heading', { level: 1, name: 'Farewell, Priya!' })).toBeInTheDocument()
    expect(screen.getByText(/For Priya \(priya@example\.com\), from Ana/)).toBeInTheDocument()
    expect(screen.getByText('Signing closes Dec 1, 2099 at 5:00 PM (London time)')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Share link' })).toHaveValue('https://cards.example/sign/share-token')
    const invited = within(screen.getByRole('list', { name: 'Invited people' })).getAllByRole('listitem')
    expect(invited.map((row) => row.textContent)).toEqual(['cyrine@example.comSigned', 'dee@example.comNot yet'])
    const bo = screen.getByRole('article', { name: 'Message from Bo' })
    expect(bo).toHaveTextContent('Good luck, Priya!')
    expect(within(bo).getByRole('img', { name: 'Signature of Bo' })).toBeInTheDocument()
    expect(bo).toHaveTextContent('bo@example.com')
    expect(screen.getByRole('article', { name: 'Message from Cyrine' })).toHaveTextContent('hidden from the card')
    expect(screen.getByRole('button', { name: 'Remind now (1)' })).toBeInTheDocument()
  })

  it('shows a signer’s photo on their message', async () => {
    const [bo, cyrine] = CARD.messages
    renderCard({}, { ...CARD, messages: [{ ...bo, photoUrl: '/api/images/file/u/0a1b2c3d.jpg' }, cyrine] })

    const note = await screen.findByRole('article', { name: 'Message from Bo' })
    expect(within(note).getByRole('img', { name: 'Photo from Bo' })).toHaveAttribute('src', '/api/images/file/u/0a1b2c3d.jpg')
    const hidden = screen.getByRole('article', { name: 'Message from Cyrine' })
    expect(within(hidden).queryByRole('img', { name: /^Photo from/ })).not.toBeInTheDocument()
  })

  it('invites the addresses typed, split on commas and lines', async () => {
    const api = renderCard({ 'POST /api/group-cards/g1/invites': json(CARD) })
    const user = userEvent.setup()
    await user.type(await screen.findByRole('textbox', { name: 'Email addresses' }), 'sam@example.com, lee@example.com')
    await user.click(screen.getByRole('button', { name: 'Send invitations' }))
    await waitFor(() => expect(api.callsTo('POST', '/api/group-cards/g1/invites')).toHaveLength(1))
    expect(JSON.parse(api.callsTo('POST', '/api/group-cards/g1/invites')[0].body ?? '')).toEqual({
      emails: ['sam@example.com', 'lee@example.com'],
    })
    expect(await screen.findByText('2 invitations sent')).toBeInTheDocument()
    expect(splitAddresses('a@x.com\nb@x.com; c@x.com  ')).toEqual(['a@x.com', 'b@x.com', 'c@x.com'])
  })

  it('hides a message, shows a hidden one, and deletes only after asking', async () => {
    const api = renderCard({
      'PATCH /api/group-cards/g1/messages/m1': json(CARD),
      'DELETE /api/group-cards/g1/messages/m1': json(CARD),
    })
    const user = userEvent.setup()
    const bo = await screen.findByRole('article', { name: 'Message from Bo' })
    await user.click(within(bo).getByRole('button', { name: 'Hide' }))
    await waitFor(() => expect(api.callsTo('PATCH', '/api/group-cards/g1/messages/m1')).toHaveLength(1))
    expect(JSON.parse(api.callsTo('PATCH', '/api/group-cards/g1/messages/m1')[0].body ?? '')).toEqual({ hidden: true })
    expect(within(screen.getByRole('article', { name: 'Message from Cyrine' })).getByRole('button', { name: 'Show' })).toBeInTheDocument()
    await user.click(within(bo).getByRole('button', { name: 'Delete' }))
    const dialog = await screen.findByRole('alertdialog', { name: "Delete Bo's message?" })
    expect(api.callsTo('DELETE', '/api/group-cards/g1/messages/m1')).toHaveLength(0)
    await user.click(within(dialog).getByRole('button', { name: 'Delete message' }))
    await waitFor(() => expect(api.callsTo('DELETE', '/api/group-cards/g1/messages/m1')).toHaveLength(1))
  })

  it('sends now after saying how many messages go with it', async () => {
    const api = renderCard({ 'POST /api/group-cards/g1/send': json({ ...CARD, status: 'sent', sentAt: '2026-11-29T11:00:00Z' }) })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Send now' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Send it to Priya now?' })
    expect(dialog).toHaveTextContent('It goes with 1 message')
    await user.click(within(dialog).getByRole('button', { name: 'Send now' }))
    await waitFor(() => expect(api.callsTo('POST', '/api/group-cards/g1/send')).toHaveLength(1))
    expect(await screen.findByText('On its way to Priya')).toBeInTheDocument()
  })

  it('says when reminders were sent too recently', async () => {
    renderCard({
      'POST /api/group-cards/g1/reminders': json(
        { message: 'Reminders can go once every 12 hours. Try again in 700 minutes.' },
        { status: 429, headers: { 'Retry-After': '42000' } },
      ),
    })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Remind now (1)' }))
    expect(await screen.findByText('Reminders can go once every 12 hours. Try again in 700 minutes.')).toBeInTheDocument()
  })

  it('shows a sent card without the link, the form or the actions', async () => {
    renderCard({}, { ...CARD, status: 'sent', sentAt: '2026-11-29T11:00:00Z', shareUrl: null })
    expect(await screen.findByText(/^Sent /)).toBeInTheDocument()
    expect(screen.queryByRole('textbox', { name: 'Share link' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Send now' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Hide' })).not.toBeInTheDocument()
  })
})

describe('The list of group cards', () => {
  it('lists each card with its recipient, messages and time, or says how to start one', async () => {
    stubFetch({ 'GET /api/group-cards': json({ groupCards: [{ ...CARD, invited: 2 }] }) })
    renderRoute({ path: '/group-cards', element: <GroupCardsRoute />, url: '/group-cards', user: TEST_USER })
    const link = await screen.findByRole('link', { name: /Farewell, Priya!/ })
    expect(link).toHaveAttribute('href', '/group-cards/g1')
    expect(link).toHaveTextContent('For Priya · 2 messages · 2 invited')
  })

  it('says how to start one when there is none', async () => {
    stubFetch({ 'GET /api/group-cards': json({ groupCards: [] }) })
    renderRoute({ path: '/group-cards', element: <GroupCardsRoute />, url: '/group-cards', user: TEST_USER })
    expect(await screen.findByText(/No group cards yet/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to your gallery' })).toHaveAttribute('href', '/gallery')
  })
})
