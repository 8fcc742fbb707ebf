import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ReceivedCard } from '../api/get-received-card'
import { json } from '@/testing/fetch-stub'
import { CARD, CARD_URL, prefersReducedMotion, stubCardServer } from '../testing/fixtures'
import { renderCardPage } from '../testing/render-card-page'

const GROUP_CARD: ReceivedCard = {
  ...CARD,
  senderName: 'Ana',
  message: '',
  group: {
    title: 'Farewell, Mia!',
    insidePages: ['/api/c/token-1/inside/0'],
    messages: [
      {
        id: 'm1',
        name: 'Bo',
        text: 'Good luck in Lisbon!',
        font: 'handwritten',
        colour: 'navy',
        signature: [
          [
            [10, 500],
            [200, 300],
            [400, 600],
          ],
        ],
        photoUrl: '/api/images/file/u/0a1b2c3d.jpg',
      },
      { id: 'm2', name: 'ليلى', text: 'سنشتاق إليك كثيرا', font: 'modern', colour: 'berry', signature: [] },
    ],
  },
}

describe('A group card, opened', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    prefersReducedMotion(true)
  })
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('shows the title and every message as text, each in its face and ink, with its signature named', async () => {
    stubCardServer(GROUP_CARD)
    renderCardPage()
    const user = userEvent.setup()
    const skip = screen.queryByRole('button', { name: /^Skip/ })
    if (skip) await user.click(skip)

    const section = await screen.findByRole('region', { name: 'Farewell, Mia!' })
    const inside = within(within(section).getByRole('list', { name: 'The inside of the card' })).getByRole('img')
    expect(inside).toHaveAttribute('src', '/api/c/token-1/inside/0')
    expect(inside).toHaveAccessibleName('Inside page 1 of 1: the messages, each written out below')
    expect(within(section).getAllByRole('article')).toHaveLength(2)
    const bo = within(section).getByRole('article', { name: 'Message from Bo' })
    expect(within(bo).getByText('Good luck in Lisbon!')).toHaveStyle({ color: '#213a6e' })
    expect(bo).toHaveAttribute('data-font', 'handwritten')
    expect(within(bo).getByRole('img', { name: 'Signature of Bo' })).toBeInTheDocument()
    expect(within(bo).getByRole('img', { name: 'Photo from Bo' })).toHaveAttribute('src', '/api/images/file/u/0a1b2c3d.jpg')
    const layla = within(section).getByRole('article', { name: 'Message from ليلى' })
    expect(within(layla).getByText('سنشتاق إليك كثيرا')).toHaveAttribute('dir', 'auto')
    expect(within(layla).queryByRole('img')).not.toBeInTheDocument()
  })

  it('thanks everyone, saying who the thanks reaches', async () => {
    const api = stubCardServer(GROUP_CARD, {
      [`POST ${CARD_URL}/thanks`]: json({ ...GROUP_CARD, thanks: 'Thank you all!', thankedAt: '2026-11-29T09:00:00Z' }, { status: 201 }),
    })
    renderCardPage()
    const user = userEvent.setup()
    const skip = screen.queryByRole('button', { name: /^Skip/ })
    if (skip) await user.click(skip)

    expect(await screen.findByRole('heading', { name: 'Thank everyone' })).toBeInTheDocument()
    expect(
      screen.getByText(/every signer who left an email address, will receive them by email/),
    ).toBeInTheDocument()
    const form = screen.getByRole('form', { name: 'Thank everyone' })
    await user.type(within(form).getByRole('textbox', { name: 'Your note' }), 'Thank you all!')
    await user.click(within(form).getByRole('button', { name: 'Send thanks' }))

    expect(await screen.findByRole('heading', { name: 'Your thanks was sent to everyone' })).toHaveFocus()
    expect(api.callsTo('POST', `${CARD_URL}/thanks`)).toHaveLength(1)
  })

  it('reports one message: asks first, then reads the card again without it', async () => {
    let reported = false
    const api = stubCardServer(GROUP_CARD, {
      [`GET ${CARD_URL}`]: () =>
        json(reported ? { ...GROUP_CARD, group: { ...GROUP_CARD.group!, messages: GROUP_CARD.group!.messages.slice(1) } } : GROUP_CARD),
      [`POST ${CARD_URL}/messages/m1/report`]: () => {
        reported = true
        return json({ success: true })
      },
    })
    renderCardPage()
    const user = userEvent.setup()
    const skip = screen.queryByRole('button', { name: /^Skip/ })
    if (skip) await user.click(skip)

    await user.click(await screen.findByRole('button', { name: 'Report the message from Bo' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Report the message from Bo?' })
    expect(api.callsTo('POST', `${CARD_URL}/messages/m1/report`)).toHaveLength(0)
    await user.click(within(dialog).getByRole('button', { name: 'Report message' }))

    expect(await screen.findByText('It is hidden from the card while our team reviews it.')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Message from Bo' })).not.toBeInTheDocument())
    expect(screen.getByRole('article', { name: 'Message from ليلى' })).toBeInTheDocument()
    expect(api.callsTo('POST', `${CARD_URL}/messages/m1/report`)).toHaveLength(1)
  })

  it('shows no group section on a card from one sender', async () => {
    stubCardServer(CARD)
    renderCardPage()
    const user = userEvent.setup()
    const skip = screen.queryByRole('button', { name: /^Skip/ })
    if (skip) await user.click(skip)

    expect(await screen.findByTestId('opened-card')).toBeInTheDocument()
    expect(screen.queryByRole('article', { name: /^Message from/ })).not.toBeInTheDocument()
  })
})
