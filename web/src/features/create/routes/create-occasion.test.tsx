import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { stubCardServer } from '../testing/fixtures'
import { backButton, continueButton, renderWizard, stepHeading } from '../testing/render-wizard'

const samples = () =>
  screen.getAllByRole('radio').map((radio) => radio.closest('label')!.querySelector('img')!.getAttribute('src'))

describe("The wizard's examples follow the occasion", () => {
  beforeEach(() => {
    localStorage.clear()
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })

  it("words the description and card text for a sympathy card, and shows the styles with sympathy's samples", async () => {
    stubCardServer()
    renderWizard()
    const user = userEvent.setup()
    await user.click(await screen.findByRole('radio', { name: 'Sympathy' }))
    await user.click(continueButton())

    const description = screen.getByRole('textbox', { name: /Card description/ })
    expect(description).toHaveAttribute('placeholder', expect.stringMatching(/Calm and gentle, with white lilies/))
    expect(description.getAttribute('placeholder')).not.toMatch(/birthday|sunflowers/i)
    await user.click(continueButton())

    expect(stepHeading()).toHaveTextContent('Pick an art style')
    expect(samples()).toEqual([
      '/images/styles/sympathy/watercolor.webp',
      '/images/styles/sympathy/cartoon.webp',
      '/images/styles/sympathy/photorealistic.webp',
      '/images/styles/sympathy/abstract.webp',
      '/images/styles/sympathy/minimalist.webp',
      '/images/styles/sympathy/vintage.webp',
    ])
    await user.click(screen.getByRole('radio', { name: /^Watercolor/ }))
    await user.click(continueButton())

    const text = screen.getByRole('textbox', { name: /Card text/ })
    expect(text).toHaveAttribute('placeholder', 'Dear Clara, with deepest sympathy. Holding you close in our thoughts.')
  })

  it('changes the examples when the occasion changes, and writes to the recipient a reminder named', async () => {
    stubCardServer()
    renderWizard({ url: '/create?category=birthday&name=Mia' })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('radio', { name: 'Thank You' }))
    await user.click(continueButton())
    expect(screen.getByRole('textbox', { name: /Card description/ })).toHaveAttribute(
      'placeholder',
      expect.stringMatching(/^For our neighbour Ruth/),
    )
    await user.click(continueButton())
    expect(samples()[0]).toBe('/images/styles/thank_you/watercolor.webp')
    await user.click(screen.getByRole('radio', { name: /^Vintage/ }))
    await user.click(continueButton())
    expect(screen.getByRole('textbox', { name: /Card text/ })).toHaveAttribute(
      'placeholder',
      'Thank you, Mia! Your kindness meant the world to us.',
    )

    // Back to the occasion: a get-well card's samples and words.
    for (let step = 0; step < 3; step += 1) await user.click(backButton())
    await user.click(screen.getByRole('radio', { name: 'Get Well' }))
    await user.click(continueButton())
    await user.click(continueButton())
    expect(samples()[5]).toBe('/images/styles/get_well/vintage.webp')
    await user.click(continueButton())
    expect(screen.getByRole('textbox', { name: /Card text/ })).toHaveAttribute(
      'placeholder',
      'Get well soon, Mia! Sending sunshine and good thoughts your way.',
    )
  })
})
