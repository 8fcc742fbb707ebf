import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderRoute } from '@/testing/render'
import { EXAMPLE_CARDS } from '../data/example-cards'
import { stubBrowserApis } from '../testing/browser-apis'
import { ExampleCarousel } from './example-carousel'

function renderCarousel() {
  return renderRoute({ path: '/', element: <ExampleCarousel />, url: '/', user: null })
}

describe('Example carousel', () => {
  beforeEach(stubBrowserApis)
  afterEach(() => vi.unstubAllGlobals())

  it('shows the four example cards with their pictures from the image store', () => {
    renderCarousel()

    const slides = within(screen.getByRole('region', { name: 'Example cards' })).getAllByRole('group')
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 4', '2 of 4', '3 of 4', '4 of 4'])
    for (const card of EXAMPLE_CARDS) {
      const picture = screen.getByRole('img', { name: card.altText })
      expect(picture).toHaveAttribute('src', card.imageUrl)
      expect(picture).toHaveAttribute('loading', 'lazy')
      expect(picture).toHaveAttribute('width', '1024')
      expect(picture).toHaveAttribute('height', '1536')
    }
    expect(EXAMPLE_CARDS[0].imageUrl).toBe('/api/images/file/images/birthday-card.webp')
  })

  it('turns a card over on a tap and back with Flip Back, showing one side at a time', async () => {
    renderCarousel()
    const user = userEvent.setup()
    const slide = within(screen.getByRole('group', { name: '1 of 4' }))
    const flip = slide.getByRole('button', { name: 'Tap to flip the Birthday Celebration Card' })
    const flipBack = slide.getByRole('button', { name: 'Flip Back' })
    // The face turned away is inert (jsdom does not hide inert content from queries).
    const turnedAway = (element: HTMLElement) => element.closest('[inert]') !== null
    expect(turnedAway(flipBack)).toBe(true)

    await user.click(flip)
    expect(flipBack).toHaveFocus()
    expect(turnedAway(flip)).toBe(true)
    expect(turnedAway(flipBack)).toBe(false)

    await user.click(flipBack)
    expect(flip).toHaveFocus()
    expect(turnedAway(flip)).toBe(false)
    expect(turnedAway(flipBack)).toBe(true)
  })

  it('opens a picture in the viewer, with a way to make a card like it', async () => {
    renderCarousel()
    const user = userEvent.setup()

    await user.click(screen.getByRole('button', { name: 'Open the Thank You Card picture' }))
    const viewer = screen.getByRole('dialog', { name: 'Thank You Card' })
    expect(within(viewer).getByRole('img', { name: EXAMPLE_CARDS[2].altText })).toBeInTheDocument()
    expect(within(viewer).getByRole('link', { name: 'Create a card like this' })).toHaveAttribute('href', '/create')

    await user.click(within(viewer).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('has arrows and a Pause switch', async () => {
    renderCarousel()
    const user = userEvent.setup()

    await user.click(screen.getByRole('button', { name: 'Pause the slideshow' }))
    expect(screen.getByRole('button', { name: 'Play the slideshow' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Previous card' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Next card' })).toBeInTheDocument()
  })
})
