import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { json } from '@/testing/fetch-stub'
import { CARD_URL, prefersReducedMotion, stubCardServer, THANKED } from '../testing/fixtures'
import { renderCardPage } from '../testing/render-card-page'

const note = () => screen.getByRole('textbox', { name: 'Your note' })
const sendButton = () => screen.getByRole('button', { name: 'Send thanks' })

describe('Say thanks', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    prefersReducedMotion(true)
  })
  afterEach(() => vi.unstubAllGlobals())

  it('sends the note with the CSRF token and shows it as sent to the sender', async () => {
    const api = stubCardServer(undefined, { [`POST ${CARD_URL}/thanks`]: json(THANKED, { status: 201 }) })
    renderCardPage()
    const user = userEvent.setup()

    expect(await screen.findByRole('heading', { name: 'Say thanks to Alex' })).toBeInTheDocument()
    await user.type(note(), '  Thank you, Alex! I love it.  ')
    expect(screen.getByText('31 / 500')).toBeInTheDocument()
    await user.click(sendButton())

    const sent = await screen.findByRole('heading', { name: 'Your thanks was sent to Alex' })
    expect(sent).toHaveFocus()
    expect(screen.getByText('Thank you, Alex! I love it.')).toBeInTheDocument()
    const [request] = api.callsTo('POST', `${CARD_URL}/thanks`)
    expect(JSON.parse(request.body ?? '')).toEqual({ message: 'Thank you, Alex! I love it.' })
    expect(request.headers.get('CSRF-Token')).toBe('token-1')
  })

  it('asks for a few words before sending anything', async () => {
    const api = stubCardServer()
    renderCardPage()
    const user = userEvent.setup()

    await user.type(await screen.findByRole('textbox', { name: 'Your note' }), '   ')
    await user.click(sendButton())

    expect(await screen.findByText('Write a few words of thanks first')).toBeInTheDocument()
    expect(note()).toHaveAttribute('aria-invalid', 'true')
    expect(api.callsTo('POST', `${CARD_URL}/thanks`)).toHaveLength(0)
  })

  it("shows the server's 400 under the note", async () => {
    stubCardServer(undefined, {
      [`POST ${CARD_URL}/thanks`]: json(
        { message: 'Write a thank-you of 1 to 500 characters', errors: { message: 'Write a thank-you of 1 to 500 characters' } },
        { status: 400 },
      ),
    })
    renderCardPage()
    const user = userEvent.setup()

    await user.type(await screen.findByRole('textbox', { name: 'Your note' }), 'Thanks!')
    await user.click(sendButton())

    expect(await screen.findAllByText('Write a thank-you of 1 to 500 characters')).not.toHaveLength(0)
    expect(note()).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByRole('heading', { name: 'Say thanks to Alex' })).toBeInTheDocument()
  })

  it('409 (thanked already, from another tab): reads the card again and shows that thanks', async () => {
    let thanked = false
    const api = stubCardServer(undefined, {
      [`GET ${CARD_URL}`]: () => json(thanked ? THANKED : { ...THANKED, thanks: null, thankedAt: null }),
      [`POST ${CARD_URL}/thanks`]: () => {
        thanked = true
        return json(
          { message: 'You have already said thank you for this card', errors: { message: 'You have already said thank you for this card' } },
          { status: 409 },
        )
      },
    })
    renderCardPage()
    const user = userEvent.setup()

    await user.type(await screen.findByRole('textbox', { name: 'Your note' }), 'Thanks again!')
    await user.click(sendButton())

    expect(await screen.findByRole('heading', { name: 'Your thanks was sent to Alex' })).toBeInTheDocument()
    expect(screen.getByText('Thank you, Alex! I love it.')).toBeInTheDocument()
    expect(api.callsTo('GET', CARD_URL)).toHaveLength(2)
  })

  it('410 while writing (the sender deleted the card): the page says it is no longer available', async () => {
    stubCardServer(undefined, {
      [`POST ${CARD_URL}/thanks`]: json({ message: 'This card is no longer available' }, { status: 410 }),
    })
    renderCardPage()
    const user = userEvent.setup()

    await user.type(await screen.findByRole('textbox', { name: 'Your note' }), 'Thanks!')
    await user.click(sendButton())

    expect(await screen.findByRole('heading', { level: 1, name: 'This card is no longer available' })).toBeInTheDocument()
  })
})
