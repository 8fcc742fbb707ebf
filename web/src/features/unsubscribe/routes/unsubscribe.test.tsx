import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { json, stubFetch } from '@/testing/fetch-stub'
import { renderRoute } from '@/testing/render'
import { UnsubscribeRoute } from './unsubscribe'

const EMAIL = 'mia@example.com'
const SIGNATURE = 'TaUny0cHp9_RFGgKJvEOHdGkEsi3DUhKWIuofafkXvg'
const LINK = `/unsubscribe?email=${encodeURIComponent(EMAIL)}&token=${SIGNATURE}`

function renderPage(url = LINK, answer: Response = json({ success: true })) {
  const api = stubFetch({
    'GET /api/csrf-token': json({ csrfToken: 'token-1' }),
    'POST /api/unsubscribe': answer,
  })
  renderRoute({ path: '/unsubscribe', element: <UnsubscribeRoute />, url, user: null })
  return api
}

describe('Unsubscribe', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })

  it('explains, shows the address, and does nothing until the button is pressed', async () => {
    const api = renderPage()
    const user = userEvent.setup()

    expect(screen.getByRole('heading', { level: 1, name: 'Unsubscribe from Cardsmith cards' })).toBeInTheDocument()
    expect(screen.getByText(EMAIL)).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/unsubscribe')).toHaveLength(0)

    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }))

    expect(await screen.findByRole('heading', { level: 1, name: "You're unsubscribed" })).toBeInTheDocument()
    expect(screen.getByText(/You won't receive cards from Cardsmith at/)).toHaveTextContent(
      `You won't receive cards from Cardsmith at ${EMAIL} any more.`,
    )
    const [request] = api.callsTo('POST', '/api/unsubscribe')
    expect(request.url).toBe(`/api/unsubscribe?email=${encodeURIComponent(EMAIL)}&token=${SIGNATURE}`)
    expect(request.headers.get('CSRF-Token')).toBe('token-1')
  })

  it('400: the link is not valid', async () => {
    renderPage(LINK, json({ message: 'This unsubscribe link is not valid' }, { status: 400 }))
    const user = userEvent.setup()

    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }))

    expect(await screen.findByRole('heading', { level: 1, name: 'This unsubscribe link is not valid' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument()
  })

  it.each([
    ['no address', `/unsubscribe?token=${SIGNATURE}`],
    ['no signature', `/unsubscribe?email=${EMAIL}`],
    ['nothing at all', '/unsubscribe'],
  ])('a link with %s is not valid either, and calls nothing', (_, url) => {
    const api = renderPage(url)

    expect(screen.getByRole('heading', { level: 1, name: 'This unsubscribe link is not valid' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument()
    expect(api.requests).toHaveLength(0)
  })

  it('a failure of another kind says so and lets the visitor try again', async () => {
    renderPage(LINK, json({ message: 'Something went wrong on our side' }, { status: 500 }))
    const user = userEvent.setup()

    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }))

    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side')
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeEnabled()
  })
})
