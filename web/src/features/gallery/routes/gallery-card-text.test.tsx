import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { json } from '@/testing/fetch-stub'
import { renderRoute, TEST_USER } from '@/testing/render'
import { imagePage, makeCard, makeImage, stubGalleryServer } from '../testing/fixtures'
import { GalleryRoute } from './gallery'

const CARD = makeCard(7)
const EDITED = makeCard(7, {
  imageUrl: '/api/images/file/u/7-v2.png',
  card: { ...CARD.card!, text: 'Happy 30th, Sam!', textPosition: 'top' },
})

function renderViewer(id: string) {
  let edited = false
  const api = stubGalleryServer(() => imagePage([edited ? EDITED : CARD, makeImage(1)]), {
    'PATCH /api/images/img-7/text': () => {
      edited = true
      return json(EDITED)
    },
  })
  renderRoute({ path: '/gallery', element: <GalleryRoute />, url: `/gallery?image=${id}`, user: TEST_USER })
  return api
}

describe('Gallery viewer: card text and printing', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })

  it('offers Edit text and Print for a card, and shows its words', async () => {
    renderViewer('img-7')

    const viewer = await screen.findByRole('dialog', { name: 'Image details' })
    expect(within(viewer).getByText('Happy birthday, Sam!')).toBeInTheDocument()
    expect(within(viewer).getByRole('button', { name: 'Edit text' })).toBeInTheDocument()
    expect(within(viewer).getByRole('button', { name: 'Print' })).toBeInTheDocument()
  })

  it('offers Print but not Edit text for an image that is not a card', async () => {
    renderViewer('img-1')

    const viewer = await screen.findByRole('dialog', { name: 'Image details' })
    expect(within(viewer).getByRole('button', { name: 'Print' })).toBeInTheDocument()
    expect(within(viewer).queryByRole('button', { name: 'Edit text' })).not.toBeInTheDocument()
    expect(within(viewer).queryByText('Card text')).not.toBeInTheDocument()
  })

  it('shows the new picture and words once the text is saved, and refreshes the grid', async () => {
    const api = renderViewer('img-7')
    const user = userEvent.setup()
    const viewer = await screen.findByRole('dialog', { name: 'Image details' })
    await waitFor(() => expect(api.callsTo('GET', '/api/images')).toHaveLength(1))

    await user.click(within(viewer).getByRole('button', { name: 'Edit text' }))
    const editor = await screen.findByRole('dialog', { name: 'Edit card text' })
    await user.clear(within(editor).getByRole('textbox', { name: 'Card text' }))
    await user.type(within(editor).getByRole('textbox', { name: 'Card text' }), 'Happy 30th, Sam!')
    await user.click(within(editor).getByRole('button', { name: 'Save text' }))

    expect(await screen.findByText('Card text updated')).toBeInTheDocument()
    await waitFor(() => expect(within(viewer).getByRole('img', { name: CARD.description })).toHaveAttribute('src', EDITED.imageUrl))
    expect(within(viewer).getByText('Happy 30th, Sam!')).toBeInTheDocument()
    await waitFor(() => expect(api.callsTo('GET', '/api/images')).toHaveLength(2))
  })
})
