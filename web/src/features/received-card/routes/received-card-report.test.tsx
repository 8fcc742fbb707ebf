import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { json } from '@/testing/fetch-stub'
import { CARD_URL, prefersReducedMotion, stubCardServer } from '../testing/fixtures'
import { renderCardPage } from '../testing/render-card-page'

const REPORTED = 'Thank you. This card has been disabled.'

describe('Report abuse', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    prefersReducedMotion(false)
  })
  afterEach(() => vi.unstubAllGlobals())

  it("the email's report link asks at once, without the envelope, and confirming disables the card", async () => {
    const api = stubCardServer(undefined, { [`POST ${CARD_URL}/report`]: json({ success: true }) })
    const { router } = renderCardPage('?report=1')
    const user = userEvent.setup()

    const dialog = await screen.findByRole('alertdialog', { name: 'Report this card?' })
    expect(screen.queryByTestId('envelope')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Report and disable' }))

    expect(await screen.findByRole('heading', { level: 1, name: REPORTED })).toBeInTheDocument()
    expect(dialog).not.toBeInTheDocument()
    const [request] = api.callsTo('POST', `${CARD_URL}/report`)
    expect(request.headers.get('CSRF-Token')).toBe('token-1')
    expect(router.state.location.search).toBe('')
  })

  it('Cancel keeps the card and tidies the address, so a reload does not ask again', async () => {
    const api = stubCardServer()
    const { router } = renderCardPage('?report=1')
    const user = userEvent.setup()

    await screen.findByRole('alertdialog', { name: 'Report this card?' })
    await user.click(screen.getByRole('button', { name: 'Cancel' }))

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(screen.getByTestId('opened-card')).toBeInTheDocument()
    expect(router.state.location.search).toBe('')
    expect(api.callsTo('POST', `${CARD_URL}/report`)).toHaveLength(0)
  })

  it('the discreet link under the card asks too', async () => {
    prefersReducedMotion(true)
    stubCardServer(undefined, { [`POST ${CARD_URL}/report`]: json({ success: true }) })
    renderCardPage()
    const user = userEvent.setup()

    await user.click(await screen.findByRole('button', { name: 'Report abuse' }))
    await user.click(screen.getByRole('button', { name: 'Report and disable' }))
    expect(await screen.findByRole('heading', { level: 1, name: REPORTED })).toBeInTheDocument()
  })

  it('a card already disabled (410) counts as reported', async () => {
    stubCardServer(undefined, { [`POST ${CARD_URL}/report`]: json({ message: 'This card is no longer available' }, { status: 410 }) })
    renderCardPage('?report=1')
    const user = userEvent.setup()

    await user.click(await screen.findByRole('button', { name: 'Report and disable' }))
    expect(await screen.findByRole('heading', { level: 1, name: REPORTED })).toBeInTheDocument()
  })

  it('a failure says so and keeps the question open', async () => {
    stubCardServer(undefined, { [`POST ${CARD_URL}/report`]: json({ message: 'Too many requests' }, { status: 429 }) })
    renderCardPage('?report=1')
    const user = userEvent.setup()

    await user.click(await screen.findByRole('button', { name: 'Report and disable' }))
    expect(await screen.findByText('Report not sent')).toBeInTheDocument()
    expect(screen.getByText('Too many requests')).toBeInTheDocument()
    expect(screen.getByRole('alertdialog', { name: 'Report this card?' })).toBeInTheDocument()
  })
})
