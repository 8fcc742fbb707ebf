import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { json } from '@/testing/fetch-stub'
import { saveInStorage, stubCardServer, SUGGESTIONS } from '../testing/fixtures'
import { continueButton, renderWizard } from '../testing/render-wizard'

/** Opens the wizard on the Text step of a birthday card (a visitor's saved wizard). */
function renderTextStep(cardText = '') {
  saveInStorage('text', { cardText })
  renderWizard({ user: null })
  return userEvent.setup()
}

const suggestButton = () => screen.getByRole('button', { name: 'Suggest messages' })

describe('Suggest a message', () => {
  beforeEach(() => {
    localStorage.clear()
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })

  it('asks only when told, for the occasion, tone and name, and fills the card text with the one picked', async () => {
    const api = stubCardServer()
    const user = renderTextStep()
    await screen.findByRole('heading', { name: 'Suggest a message' })
    expect(api.callsTo('GET', '/api/cards/suggestions')).toHaveLength(0)

    await user.click(screen.getByRole('radio', { name: /^Funny/ }))
    await user.type(screen.getByLabelText("Recipient's name (optional)"), 'Sam ')
    await user.click(suggestButton())

    const choices = within(await screen.findByRole('list', { name: 'Choose one to use it:' })).getAllByRole('button')
    expect(choices.map((choice) => choice.textContent)).toEqual(SUGGESTIONS)
    expect(api.callsTo('GET', '/api/cards/suggestions').map((call) => call.url)).toEqual([
      '/api/cards/suggestions?category=birthday&tone=funny&name=Sam',
    ])

    await user.click(choices[1])
    expect(screen.getByLabelText('Card text')).toHaveValue(SUGGESTIONS[1])
    expect(choices.map((choice) => choice.getAttribute('aria-pressed'))).toEqual(['false', 'true', 'false'])
  })

  it('leaves the name out when there is none, and fetches a fresh batch when asked again', async () => {
    const api = stubCardServer()
    const user = renderTextStep()

    await user.click(await screen.findByRole('button', { name: 'Suggest messages' }))
    await screen.findByRole('list', { name: 'Choose one to use it:' })
    await user.click(suggestButton())

    await waitFor(() => expect(api.callsTo('GET', '/api/cards/suggestions')).toHaveLength(2))
    expect(api.callsTo('GET', '/api/cards/suggestions')[1].url).toBe('/api/cards/suggestions?category=birthday&tone=warm')
  })

  it('cuts a long suggestion to the 200 characters a card holds', async () => {
    const long = `${'Many happy returns of the day. '.repeat(8)}The end.`
    stubCardServer(undefined, { 'GET /api/cards/suggestions': json({ suggestions: [long, 'Short one', 'Another'] }) })
    const user = renderTextStep()

    await user.click(await screen.findByRole('button', { name: 'Suggest messages' }))
    await user.click(within(await screen.findByRole('list', { name: 'Choose one to use it:' })).getAllByRole('button')[0])

    const text = (screen.getByLabelText('Card text') as HTMLTextAreaElement).value
    expect(text.length).toBeLessThanOrEqual(200)
    expect(long.startsWith(text)).toBe(true)
    expect(screen.getByText(`${text.length} / 200`)).toBeInTheDocument()
  })

  it('says so inline when suggestions cannot load, and the step still works', async () => {
    stubCardServer(undefined, { 'GET /api/cards/suggestions': json({ message: 'Unavailable' }, { status: 503 }) })
    const user = renderTextStep()

    await user.click(await screen.findByRole('button', { name: 'Suggest messages' }))

    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load suggestions just now.")
    expect(screen.queryByRole('list', { name: 'Choose one to use it:' })).not.toBeInTheDocument()
    await user.type(screen.getByLabelText('Card text'), 'Happy birthday!')
    expect(screen.getByLabelText('Card text')).toHaveValue('Happy birthday!')
    expect(continueButton()).toBeEnabled()
    expect(suggestButton()).toBeEnabled()
  })

  it('hides the text box and the suggestions when text is switched off', async () => {
    stubCardServer()
    const user = renderTextStep('Happy birthday!')

    await user.click(await screen.findByRole('switch', { name: 'Include text on the card' }))

    expect(screen.queryByLabelText('Card text')).not.toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Suggest a message' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('switch', { name: 'Include text on the card' }))
    expect(screen.getByLabelText('Card text')).toHaveValue('Happy birthday!')
  })
})
