import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import * as cardFonts from '@/lib/card-fonts'
import { json } from '@/testing/fetch-stub'
import { CARD, CARD_URL, prefersReducedMotion, stubCardServer, THANKED } from '../testing/fixtures'
import { renderCardPage } from '../testing/render-card-page'

const envelope = () => screen.queryByTestId('envelope')
const openedCard = () => screen.queryByTestId('opened-card')

/** An animation's end, under both names React may listen for (jsdom has no AnimationEvent). */
function endAnimation(element: Element) {
  for (const type of ['animationend', 'webkitAnimationEnd']) {
    fireEvent(element, new Event(type, { bubbles: true }))
  }
}

describe('The card page', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    prefersReducedMotion(false)
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('shows a loading state, then the sealed envelope addressed to the recipient from the sender', async () => {
    const api = stubCardServer()
    renderCardPage()

    expect(screen.getByRole('status')).toHaveTextContent('Opening your card…')
    await waitFor(() => expect(envelope()).toBeInTheDocument())
    expect(envelope()).toHaveTextContent('For Mia')
    expect(envelope()).toHaveTextContent('From Alex')
    expect(openedCard()).not.toBeInTheDocument()
    // The heading is there for screen readers while the envelope plays.
    expect(screen.getByRole('heading', { level: 1, name: 'Alex sent you a card' })).toBeInTheDocument()
    expect(api.callsTo('GET', CARD_URL)).toHaveLength(1)
  })

  it('Skip opens the card at once: the front with its description, the message in its face, signed by the sender', async () => {
    stubCardServer()
    renderCardPage()
    const user = userEvent.setup()

    await user.click(await screen.findByRole('button', { name: /^Skip/ }))

    expect(envelope()).not.toBeInTheDocument()
    expect(screen.getByRole('img', { name: CARD.alt })).toHaveAttribute('src', CARD.imageUrl)
    const inside = screen.getByText(/Can't wait to celebrate on Saturday/).parentElement
    expect(inside).toHaveAttribute('data-font', 'classic')
    expect(screen.getByText('— Alex')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Alex sent you a card' })).toHaveFocus()
    expect(screen.getByRole('button', { name: 'Download' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Report abuse' })).toBeInTheDocument()
  })

  it('opens by itself within 2 seconds, even if the animation never reports its end', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    stubCardServer()
    renderCardPage()
    await waitFor(() => expect(envelope()).toBeInTheDocument())

    act(() => vi.advanceTimersByTime(2000))
    expect(envelope()).not.toBeInTheDocument()
    expect(openedCard()).toBeInTheDocument()
  })

  it("shows the card when the envelope's last step ends", async () => {
    stubCardServer()
    renderCardPage()
    await waitFor(() => expect(envelope()).toBeInTheDocument())

    // A child's animation ending (the seal, the flap) is not the end.
    act(() => endAnimation(within(envelope()!).getByText('For Mia')))
    expect(envelope()).toBeInTheDocument()
    act(() => endAnimation(envelope()!))
    expect(openedCard()).toBeInTheDocument()
  })

  it('a click on the envelope opens the card', async () => {
    stubCardServer()
    renderCardPage()
    const user = userEvent.setup()
    await waitFor(() => expect(envelope()).toBeInTheDocument())

    await user.click(within(envelope()!).getByText('For Mia'))
    expect(openedCard()).toBeInTheDocument()
  })

  it('shows no envelope to visitors who asked for less motion: the card is there at once', async () => {
    prefersReducedMotion(true)
    stubCardServer()
    renderCardPage()

    expect(await screen.findByRole('img', { name: CARD.alt })).toBeInTheDocument()
    expect(envelope()).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Skip/ })).not.toBeInTheDocument()
  })

  it('loads the handwritten face for a handwritten message', async () => {
    prefersReducedMotion(true)
    const load = vi.spyOn(cardFonts, 'loadHandwrittenFont').mockResolvedValue(undefined)
    stubCardServer({ ...CARD, font: 'handwritten' })
    renderCardPage()

    const message = await screen.findByText(/Can't wait to celebrate/)
    expect(message.parentElement).toHaveAttribute('data-font', 'handwritten')
    expect(load).toHaveBeenCalled()
  })

  it('signs an empty message "From" the sender', async () => {
    prefersReducedMotion(true)
    stubCardServer({ ...CARD, message: '' })
    renderCardPage()

    expect(await screen.findByText('From Alex')).toBeInTheDocument()
    expect(screen.queryByText('— Alex')).not.toBeInTheDocument()
  })

  it('shows the thanks already said instead of the form', async () => {
    prefersReducedMotion(true)
    stubCardServer(THANKED)
    renderCardPage()

    expect(await screen.findByRole('heading', { name: 'Your thanks was sent to Alex' })).toBeInTheDocument()
    expect(screen.getByText('Thank you, Alex! I love it.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Send thanks' })).not.toBeInTheDocument()
  })

  it('404: we could not find this card, with a hint to check the link', async () => {
    stubCardServer(json({ message: 'This card link is not valid.' }, { status: 404 }))
    renderCardPage()

    expect(await screen.findByRole('heading', { level: 1, name: "We couldn't find this card" })).toBeInTheDocument()
    expect(screen.getByText(/Please check the link/)).toBeInTheDocument()
    expect(envelope()).not.toBeInTheDocument()
  })

  it('410: a kind page saying the card is no longer available', async () => {
    stubCardServer(json({ message: 'This card is no longer available' }, { status: 410 }))
    renderCardPage()

    expect(await screen.findByRole('heading', { level: 1, name: 'This card is no longer available' })).toBeInTheDocument()
    expect(screen.getByText(/The sender may have deleted it/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Make a card of your own/ })).toHaveAttribute('href', '/create')
  })

  it('a failed load offers to try again, and the card opens when it answers', async () => {
    prefersReducedMotion(true)
    let fail = true
    stubCardServer(undefined, {
      [`GET ${CARD_URL}`]: () => (fail ? json({ message: 'Internal error' }, { status: 500 }) : json(CARD)),
    })
    renderCardPage()
    const user = userEvent.setup()

    expect(await screen.findByRole('heading', { name: "We couldn't open your card" })).toBeInTheDocument()
    fail = false
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('img', { name: CARD.alt })).toBeInTheDocument()
  })
})
