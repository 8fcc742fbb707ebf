import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { currentUserQueryOptions } from '@/lib/auth'
import { json } from '@/testing/fetch-stub'
import { CARD_WITH_TEXT, stubCardServer } from '../testing/fixtures'
import { renderWizard, walkToReview } from '../testing/render-wizard'

const EDITED = {
  ...CARD_WITH_TEXT,
  // The edit answers with the image alone: no balance, since nothing was paid.
  credits: undefined,
  imageUrl: '/api/images/file/u/7c2e-v2.png',
  thumbnailUrl: '/api/images/file/u/7c2e-v2.thumb.webp',
  card: { ...CARD_WITH_TEXT.card, text: 'Happy 30th, Sam!' },
}

const panel = () => screen.getByRole('region', { name: 'Your card' })

describe('The finished card: Edit text, Group card and Print', () => {
  beforeEach(() => {
    localStorage.clear()
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })

  it('changes the words for free and shows the new picture and words', async () => {
    const api = stubCardServer(json(CARD_WITH_TEXT, { status: 201 }), { 'PATCH /api/images/card-1/text': json(EDITED) })
    const { queryClient } = renderWizard()
    const user = userEvent.setup()
    await walkToReview(user)
    await user.click(screen.getByRole('button', { name: 'Generate Card' }))
    await screen.findByText('Card Generated!')
    expect(within(panel()).getByText('Happy birthday, Sam!')).toBeInTheDocument()
    const balance = queryClient.getQueryData(currentUserQueryOptions.queryKey)?.credits

    await user.click(within(panel()).getByRole('button', { name: 'Edit text' }))
    const editor = await screen.findByRole('dialog', { name: 'Edit card text' })
    await user.clear(within(editor).getByRole('textbox', { name: 'Card text' }))
    await user.type(within(editor).getByRole('textbox', { name: 'Card text' }), 'Happy 30th, Sam!')
    await user.click(within(editor).getByRole('button', { name: 'Save text' }))

    expect(await screen.findByText('Card text updated')).toBeInTheDocument()
    await waitFor(() =>
      expect(within(panel()).getByRole('img', { name: CARD_WITH_TEXT.description })).toHaveAttribute('src', EDITED.imageUrl),
    )
    expect(within(panel()).getByText('Happy 30th, Sam!')).toBeInTheDocument()
    // Still the card that was paid for once: no new generation, the balance as it was.
    expect(api.callsTo('POST', '/api/cards/generate')).toHaveLength(1)
    expect(queryClient.getQueryData(currentUserQueryOptions.queryKey)?.credits).toBe(balance)
  })

  it('starts a group card from the finished card', async () => {
    stubCardServer(json(CARD_WITH_TEXT, { status: 201 }))
    renderWizard()
    const user = userEvent.setup()
    await walkToReview(user)
    await user.click(screen.getByRole('button', { name: 'Generate Card' }))
    await screen.findByText('Card Generated!')

    await user.click(within(panel()).getByRole('button', { name: 'Group card' }))
    const dialog = await screen.findByRole('dialog', { name: 'Start a group card' })
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toBeInTheDocument()
  })

  it("carries the new words into the review's answers, and a card with none shows no text", async () => {
    const EMPTIED = { ...EDITED, card: { ...EDITED.card, text: null } }
    stubCardServer(json(CARD_WITH_TEXT, { status: 201 }), { 'PATCH /api/images/card-1/text': json(EDITED) })
    renderWizard()
    const user = userEvent.setup()
    await walkToReview(user)
    await user.click(screen.getByRole('button', { name: 'Generate Card' }))
    await screen.findByText('Card Generated!')
    const summaryText = () => screen.getByText('Card text', { selector: 'dt' }).nextElementSibling
    expect(summaryText()).toHaveTextContent('Happy birthday, Sam!')

    await user.click(within(panel()).getByRole('button', { name: 'Edit text' }))
    let editor = await screen.findByRole('dialog', { name: 'Edit card text' })
    await user.clear(within(editor).getByRole('textbox', { name: 'Card text' }))
    await user.type(within(editor).getByRole('textbox', { name: 'Card text' }), 'Happy 30th, Sam!')
    await user.click(within(editor).getByRole('button', { name: 'Save text' }))
    await waitFor(() => expect(summaryText()).toHaveTextContent('Happy 30th, Sam!'))
    expect(summaryText()).not.toHaveTextContent('Happy birthday, Sam!')

    // Back to the text step: the box holds the words the card has now.
    await user.click(screen.getByRole('button', { name: 'Edit Card text' }))
    expect(screen.getByRole('textbox', { name: 'Card text' })).toHaveValue('Happy 30th, Sam!')

    // Words taken off the card entirely: the review says so.
    stubCardServer(json(CARD_WITH_TEXT, { status: 201 }), { 'PATCH /api/images/card-1/text': json(EMPTIED) })
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await user.click(screen.getByRole('button', { name: 'Generate Card' }))
    await user.click(await within(panel()).findByRole('button', { name: 'Edit text' }))
    editor = await screen.findByRole('dialog', { name: 'Edit card text' })
    await user.clear(within(editor).getByRole('textbox', { name: 'Card text' }))
    await user.click(within(editor).getByRole('button', { name: 'Save text' }))
    await waitFor(() => expect(summaryText()).toHaveTextContent('No text on the card'))
  })

  it('prints the card with its words inside', async () => {
    stubCardServer(json(CARD_WITH_TEXT, { status: 201 }))
    renderWizard()
    const user = userEvent.setup()
    await walkToReview(user)
    await user.click(screen.getByRole('button', { name: 'Generate Card' }))
    await screen.findByText('Card Generated!')

    await user.click(within(panel()).getByRole('button', { name: 'Print' }))

    const dialog = await screen.findByRole('dialog', { name: 'Print as a folded card' })
    expect(within(dialog).getByRole('textbox', { name: 'Inside message (optional)' })).toHaveValue('Happy birthday, Sam!')
    expect(within(dialog).getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      '/api/images/card-1/card.pdf?paper=letter',
    )
  })
})
