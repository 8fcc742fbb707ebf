import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ReceivedCard } from '../api/get-received-card'
import { CARD, prefersReducedMotion, stubCardServer } from '../testing/fixtures'
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
    const layla = within(section).getByRole('article', { name: 'Message from ليلى' })
    expect(within(layla).getByText('سنشتاق إليك كثيرا')).toHaveAttribute('dir', 'auto')
    expect(within(layla).queryByRole('img')).not.toBeInTheDocument()
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
