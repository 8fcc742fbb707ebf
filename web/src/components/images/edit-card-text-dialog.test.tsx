import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { queryKeys } from '@/lib/query-keys'
import { deferred, json, stubFetch } from '@/testing/fetch-stub'
import { renderRoute, TEST_USER } from '@/testing/render'
import type { CardDetails, CardImage } from './card-image'
import { EditCardTextDialog } from './edit-card-text-dialog'

const CARD: CardDetails = {
  category: 'birthday',
  style: 'watercolor',
  text: 'Happy birthday, Sam!',
  textPosition: 'bottom',
  textScheme: 'auto',
}

const EDITED: CardImage = {
  id: 'card-1',
  imageUrl: '/api/images/file/u/new.png',
  thumbnailUrl: '/api/images/file/u/new.thumb.webp',
  prompt: 'A watercolor birthday card',
  description: 'Birthday card',
  fileName: 'birthday-card-for-sam',
  quality: 'low',
  size: '1024x1024',
  outputFormat: 'png',
  creditCost: 1,
  createdAt: '2026-11-22T06:00:00Z',
  card: { ...CARD, text: 'Happy 30th, Sam!', textPosition: 'top', textScheme: 'gold' },
}

type Answer = Parameters<typeof stubFetch>[0][string]

function renderDialog(answer: Answer, card: CardDetails = CARD) {
  const api = stubFetch({ 'GET /api/csrf-token': json({ csrfToken: 'token-1' }), 'PATCH /api/images/card-1/text': answer })
  const onSaved = vi.fn()
  const onOpenChange = vi.fn()
  const element = <EditCardTextDialog open imageId="card-1" card={card} onOpenChange={onOpenChange} onSaved={onSaved} />
  const view = renderRoute({ path: '/gallery', element, url: '/gallery', user: TEST_USER })
  return { ...view, api, onSaved, onOpenChange, patches: () => api.callsTo('PATCH', '/api/images/card-1/text') }
}

const textBox = () => screen.getByRole('textbox', { name: 'Card text' })
const save = () => userEvent.setup().click(screen.getByRole('button', { name: 'Save text' }))

describe('Edit card text dialog', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })

  it('starts from the card as it is: its words, position and colours', () => {
    renderDialog(json(EDITED))

    expect(screen.getByRole('dialog', { name: 'Edit card text' })).toHaveTextContent('your credits are not used')
    expect(textBox()).toHaveValue('Happy birthday, Sam!')
    expect(screen.getByText('20 / 200')).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: 'Bottom' })).toBeChecked()
    expect(screen.getByRole('radio', { name: /^Auto/ })).toBeChecked()
  })

  it('holds the words to 200 characters and counts them', async () => {
    renderDialog(json(EDITED))
    const user = userEvent.setup()

    await user.clear(textBox())
    await user.click(textBox())
    await user.paste('x'.repeat(230))

    expect(textBox()).toHaveValue('x'.repeat(200))
    expect(screen.getByText('200 / 200')).toBeInTheDocument()
  })

  it('sends the new words, position and colours with the CSRF token, then says so and hands back the card', async () => {
    const answer = deferred<Response>()
    const { patches, onSaved, onOpenChange, queryClient } = renderDialog(() => answer.promise)
    const user = userEvent.setup()
    queryClient.setQueryData(queryKeys.images.recent, [])
    const balance = queryClient.getQueryData(queryKeys.currentUser)

    await user.clear(textBox())
    await user.type(textBox(), '  Happy 30th, Sam!  ')
    await user.click(screen.getByRole('radio', { name: 'Top' }))
    await user.click(screen.getByRole('radio', { name: /^Gold/ }))
    await save()

    expect(await screen.findByRole('button', { name: 'Saving…' })).toBeDisabled()
    const [request] = patches()
    expect(JSON.parse(request.body ?? '')).toEqual({ text: 'Happy 30th, Sam!', position: 'top', scheme: 'gold' })
    expect(request.headers.get('CSRF-Token')).toBe('token-1')

    answer.resolve(json(EDITED))

    expect(await screen.findByText('Card text updated')).toBeInTheDocument()
    expect(onSaved).toHaveBeenCalledWith(EDITED)
    expect(onOpenChange).toHaveBeenCalledWith(false)
    // The viewer shows the new file at once; the lists read again; the balance is left alone.
    expect(queryClient.getQueryData(queryKeys.images.detail('card-1'))).toEqual(EDITED)
    await waitFor(() => expect(queryClient.getQueryState(queryKeys.images.recent)?.isInvalidated).toBe(true))
    expect(queryClient.getQueryData(queryKeys.currentUser)).toBe(balance)
  })

  it('sends blank words as none, for a card without text', async () => {
    const { patches } = renderDialog(json({ ...EDITED, card: { ...EDITED.card, text: null } }))

    const user = userEvent.setup()
    await user.clear(textBox())
    await user.type(textBox(), '   ')
    await save()

    expect(await screen.findByText('Your card now has no words on it.')).toBeInTheDocument()
    expect(JSON.parse(patches()[0].body ?? '')).toMatchObject({ text: '' })
  })

  it('shows the server refusing a field under that field, and keeps the dialog open', async () => {
    const { onOpenChange, onSaved } = renderDialog(
      json(
        {
          message: 'Colour scheme must be auto, light, dark or gold',
          errors: { scheme: 'Colour scheme must be auto, light, dark or gold' },
        },
        { status: 400 },
      ),
    )

    await save()

    expect(await screen.findByText('Colour scheme must be auto, light, dark or gold')).toHaveAttribute('id', 'scheme-error')
    expect(screen.getByRole('dialog', { name: 'Edit card text' })).toBeInTheDocument()
    expect(onSaved).not.toHaveBeenCalled()
    expect(onOpenChange).not.toHaveBeenCalled()
  })

  it('puts a refusal that names no field at the top of the form', async () => {
    renderDialog(json({ message: 'Only cards made with the card creator have words to edit' }, { status: 400 }))

    await save()

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Only cards made with the card creator have words to edit')
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save text' })).toBeEnabled()
  })

  it('sends the words again when another change to the card won the race', async () => {
    let calls = 0
    const { patches, onSaved } = renderDialog(() => {
      calls += 1
      return calls === 1 ? json({ message: 'The card was changed meanwhile; please try again' }, { status: 409 }) : json(EDITED)
    })

    await save()

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(EDITED))
    expect(patches()).toHaveLength(2)
  })
})
