import { fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { stubCardServer } from '../testing/fixtures'
import { backButton, continueButton, progressBar, renderWizard, stepHeading } from '../testing/render-wizard'

describe('Card wizard steps', () => {
  beforeEach(() => {
    localStorage.clear()
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })

  it('starts on Category at 0% with Continue disabled until an occasion is chosen', async () => {
    stubCardServer()
    renderWizard()
    const user = userEvent.setup()

    expect(await screen.findByRole('heading', { name: "What's the occasion?" })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'AI-Powered Card Creation' })).toBeInTheDocument()
    expect(progressBar()).toHaveAttribute('aria-valuenow', '0')
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument()
    expect(continueButton()).toBeDisabled()
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'birthday',
      'anniversary',
      'wedding',
      'graduation',
      'thank_you',
      'get_well',
      'new_baby',
      'sympathy',
    ])

    await user.click(screen.getByRole('radio', { name: 'Thank You' }))
    expect(continueButton()).toBeEnabled()
  })

  it('moves through all six steps, 20 points at a time, with Continue held on Style until one is chosen', async () => {
    stubCardServer()
    renderWizard()
    const user = userEvent.setup()

    await user.click(await screen.findByRole('radio', { name: 'Birthday' }))
    await user.click(continueButton())
    expect(stepHeading()).toHaveTextContent('Describe your card')
    expect(progressBar()).toHaveAttribute('aria-valuenow', '20')
    // The description is optional.
    expect(continueButton()).toBeEnabled()
    await user.click(continueButton())

    expect(stepHeading()).toHaveTextContent('Pick an art style')
    expect(progressBar()).toHaveAttribute('aria-valuenow', '40')
    expect(continueButton()).toBeDisabled()
    await user.click(screen.getByRole('radio', { name: /^Minimalist/ }))
    expect(continueButton()).toBeEnabled()
    await user.click(continueButton())

    expect(stepHeading()).toHaveTextContent('Add a message')
    expect(progressBar()).toHaveAttribute('aria-valuenow', '60')
    await user.click(continueButton())
    expect(stepHeading()).toHaveTextContent('Add a photo')
    expect(progressBar()).toHaveAttribute('aria-valuenow', '80')
    await user.click(continueButton())
    expect(stepHeading()).toHaveTextContent('Review your card')
    expect(progressBar()).toHaveAttribute('aria-valuenow', '100')
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument()
    // The new step's heading takes focus.
    expect(stepHeading()).toHaveFocus()
  })

  it('goes Back a step at a time, keeping every answer', async () => {
    stubCardServer()
    renderWizard()
    const user = userEvent.setup()

    await user.click(await screen.findByRole('radio', { name: 'Wedding' }))
    await user.click(continueButton())
    await user.click(screen.getByLabelText('Card description'))
    await user.paste('Two swans on a lake at sunset')
    expect(screen.getByText('29 / 500')).toBeInTheDocument()
    await user.click(continueButton())
    await user.click(screen.getByRole('radio', { name: /^Vintage/ }))

    await user.click(backButton())
    expect(progressBar()).toHaveAttribute('aria-valuenow', '20')
    expect(screen.getByLabelText('Card description')).toHaveValue('Two swans on a lake at sunset')
    await user.click(backButton())
    expect(progressBar()).toHaveAttribute('aria-valuenow', '0')
    expect(screen.getByRole('radio', { name: 'Wedding' })).toBeChecked()
    await user.click(continueButton())
    await user.click(continueButton())
    expect(screen.getByRole('radio', { name: /^Vintage/ })).toBeChecked()
    expect(continueButton()).toBeEnabled()
  })

  it('works from the keyboard: arrow keys choose, Tab reaches Continue', async () => {
    stubCardServer()
    renderWizard()
    const user = userEvent.setup()
    await screen.findByRole('radio', { name: 'Birthday' })

    await user.tab() // the link to the image generator
    await user.tab()
    expect(screen.getByRole('radio', { name: 'Birthday' })).toHaveFocus()
    await user.keyboard(' ')
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('radio', { name: 'Anniversary' })).toBeChecked()
    await user.tab()
    expect(continueButton()).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(stepHeading()).toHaveTextContent('Describe your card')
  })

  it("shows each style with its sample picture for the occasion, and a gradient with the occasion's greeting when the picture is missing", async () => {
    stubCardServer()
    renderWizard()
    const user = userEvent.setup()
    await user.click(await screen.findByRole('radio', { name: 'Sympathy' }))
    await user.click(continueButton())
    await user.click(continueButton())

    const styles = screen.getAllByRole('radio')
    expect(styles.map((radio) => radio.getAttribute('value'))).toEqual([
      'watercolor',
      'cartoon',
      'photorealistic',
      'abstract',
      'minimalist',
      'vintage',
    ])
    const cartoon = screen.getByRole('radio', { name: /^Cartoon/ }).closest('label')!
    expect(cartoon).toHaveTextContent('Bright, playful characters with bold outlines.')
    const sample = cartoon.querySelector('img')!
    expect(sample).toHaveAttribute('src', '/images/styles/sympathy/cartoon.webp')

    fireEvent.error(sample)
    expect(cartoon.querySelector('img')).toBeNull()
    expect(cartoon).toHaveTextContent('With Sympathy')
    expect(within(cartoon).getByRole('radio')).toBeEnabled()
    expect(within(cartoon).getByRole('radio')).toHaveAccessibleName(/^Cartoon/)
  })

  it('asks to try again when the options cannot load', async () => {
    const api = stubCardServer(undefined, { 'GET /api/pricing': new Response('down', { status: 503 }) })
    renderWizard()

    const retry = await screen.findByRole('button', { name: 'Try again' })
    expect(screen.getByRole('alert')).toHaveTextContent("We couldn't load the card options.")
    await userEvent.setup().click(retry)
    expect(api.callsTo('GET', '/api/pricing')).toHaveLength(2)
  })
})
