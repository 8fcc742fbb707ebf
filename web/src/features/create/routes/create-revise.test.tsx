import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { json } from '@/testing/fetch-stub'
import { CARD_WITH_TEXT, stubCardServer } from '../testing/fixtures'
import { renderWizard, walkToReview } from '../testing/render-wizard'

const REVISED = {
  ...CARD_WITH_TEXT,
  id: 'card-2',
  imageUrl: '/api/images/file/u/9b4e.png',
  thumbnailUrl: '/api/images/file/u/9b4e.thumb.webp',
  revisedFrom: 'card-1',
  revision: 'Change the colours to autumn',
  credits: 2,
}

const panel = () => screen.getByRole('region', { name: 'Your card' })

describe('Revise on the finished card', () => {
  beforeEach(() => {
    localStorage.clear()
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })

  it('keeps the words, shows the new version, and its words can still be edited', async () => {
    const EDITED = { ...REVISED, imageUrl: '/api/images/file/u/9b4e-v2.png', card: { ...REVISED.card, text: 'Happy 30th!' } }
    const api = stubCardServer(json(CARD_WITH_TEXT, { status: 201 }), {
      'POST /api/images/card-1/revise': json(REVISED, { status: 201 }),
      'PATCH /api/images/card-2/text': json({ ...EDITED, credits: undefined }),
    })
    renderWizard()
    const user = userEvent.setup()
    await walkToReview(user)
    await user.click(screen.getByRole('button', { name: 'Generate Card' }))
    await screen.findByText('Card Generated!')

    await user.click(within(panel()).getByRole('button', { name: 'Revise' }))
    const dialog = await screen.findByRole('dialog', { name: 'Revise card' })
    expect(within(dialog).getByText("Your card's words stay exactly as they are.")).toBeInTheDocument()
    await user.type(within(dialog).getByRole('textbox', { name: 'What should change?' }), 'Change the colours to autumn')
    await user.click(within(dialog).getByRole('button', { name: 'Revise for 4 credits' }))

    expect(await screen.findByText('Card Revised!')).toBeInTheDocument()
    const card = () => within(panel()).getByRole('img', { name: CARD_WITH_TEXT.description })
    await waitFor(() => expect(card()).toHaveAttribute('src', REVISED.imageUrl))
    expect(within(panel()).getByText('Happy birthday, Sam!')).toBeInTheDocument()
    expect(within(panel()).getByText('Change the colours to autumn')).toBeInTheDocument()
    expect(JSON.parse(api.callsTo('POST', '/api/images/card-1/revise')[0].body ?? '')).toEqual({
      instruction: 'Change the colours to autumn',
      quality: 'medium',
      size: '1024x1024',
    })

    // Edit text now changes the new version.
    await user.click(within(panel()).getByRole('button', { name: 'Edit text' }))
    const editor = await screen.findByRole('dialog', { name: 'Edit card text' })
    await user.clear(within(editor).getByRole('textbox', { name: 'Card text' }))
    await user.type(within(editor).getByRole('textbox', { name: 'Card text' }), 'Happy 30th!')
    await user.click(within(editor).getByRole('button', { name: 'Save text' }))

    await waitFor(() => expect(card()).toHaveAttribute('src', EDITED.imageUrl))
    expect(within(panel()).getByText('Happy 30th!')).toBeInTheDocument()
    expect(within(panel()).getByText('Change the colours to autumn')).toBeInTheDocument()
  })
})
