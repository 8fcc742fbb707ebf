import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { json } from '@/testing/fetch-stub'
import { LocationProbe, renderRoute, TEST_USER } from '@/testing/render'
import { imagePage, makeImage, stubGalleryServer } from '../testing/fixtures'
import { GalleryRoute } from './gallery'

function renderGallery(url = '/gallery') {
  const element = (
    <>
      <GalleryRoute />
      <LocationProbe />
    </>
  )
  return renderRoute({ path: '/gallery', element, url, user: TEST_USER })
}

const location = () => screen.getByTestId('location').textContent
const LINKED = makeImage(42, {
  prompt: 'A wedding invitation with roses',
  size: '1024x1536',
  quality: 'high',
  outputFormat: 'webp',
  creditCost: 23,
})

describe('Gallery viewer and deletion', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })

  it('opens ?image={id} in a viewer with the details, and closing removes the parameter', async () => {
    const api = stubGalleryServer(() => imagePage([makeImage(1)]), { 'GET /api/images/img-42': json(LINKED) })
    renderGallery('/gallery?image=img-42')
    const user = userEvent.setup()

    const viewer = await screen.findByRole('dialog', { name: 'Image details' })
    expect(within(viewer).getByRole('img', { name: LINKED.description })).toHaveAttribute('src', LINKED.imageUrl)
    expect(within(viewer).getByText(LINKED.description)).toBeInTheDocument()
    for (const text of ['1024 × 1536 (Portrait)', 'High', 'WebP', '23 credits', 'Nov 22, 2026']) {
      expect(within(viewer).getByText(text)).toBeInTheDocument()
    }
    for (const action of ['Download', 'Share', 'Delete']) {
      expect(within(viewer).getByRole('button', { name: action })).toBeInTheDocument()
    }
    expect(api.callsTo('GET', '/api/images/img-42')).toHaveLength(1)

    await user.click(within(viewer).getByRole('button', { name: 'Close' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(location()).toBe('/gallery')
  })

  it('opens a card in the viewer from the grid, and Escape goes back', async () => {
    const api = stubGalleryServer(() => imagePage([makeImage(1), makeImage(2)]))
    renderGallery()
    const user = userEvent.setup()

    await user.click(await screen.findByRole('button', { name: 'View image: Image number 2 of a sunny beach' }))

    expect(await screen.findByRole('dialog', { name: 'Image details' })).toBeInTheDocument()
    expect(location()).toBe('/gallery?image=img-2')
    // The grid already knows the image: no extra request.
    expect(api.callsTo('GET', '/api/images/img-2')).toHaveLength(0)

    await user.keyboard('{Escape}')

    await waitFor(() => expect(location()).toBe('/gallery'))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('says so when the linked image does not exist', async () => {
    stubGalleryServer(() => imagePage([makeImage(1)]))
    renderGallery('/gallery?image=nope')

    expect(await screen.findByRole('dialog', { name: 'Image not found' })).toHaveTextContent(
      "This image doesn't exist, or it was deleted.",
    )
  })

  it('deletes an image after confirmation and refreshes the list', async () => {
    let deleted = false
    const api = stubGalleryServer(() => imagePage(deleted ? [makeImage(2)] : [makeImage(1), makeImage(2)]), {
      'DELETE /api/images/img-1': () => {
        deleted = true
        return json({ success: true })
      },
    })
    renderGallery()
    const user = userEvent.setup()
    const firstCard = (await screen.findByText('Image number 1 of a sunny beach')).closest('li')!

    await user.click(within(firstCard).getByRole('button', { name: 'Delete image' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Are you sure you want to delete this image?' })
    expect(api.callsTo('DELETE', '/api/images/img-1')).toHaveLength(0)
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))

    expect(await screen.findByText('Image Deleted')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByText('Image number 1 of a sunny beach')).not.toBeInTheDocument())
    expect(api.callsTo('DELETE', '/api/images/img-1')[0].headers.get('CSRF-Token')).toBe('token-1')
    expect(api.callsTo('GET', '/api/images')).toHaveLength(2)
  })

  it('keeps the image when the user cancels', async () => {
    const api = stubGalleryServer(() => imagePage([makeImage(1)]))
    renderGallery()
    const user = userEvent.setup()

    await user.click(await screen.findByRole('button', { name: 'Delete image' }))
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }))

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(api.requests.filter((request) => request.method === 'DELETE')).toHaveLength(0)
    expect(screen.getByText('Image number 1 of a sunny beach')).toBeInTheDocument()
  })

  it('reports a failed delete', async () => {
    stubGalleryServer(() => imagePage([makeImage(1)]), {
      'DELETE /api/images/img-1': new Response('', { status: 500 }),
    })
    renderGallery()
    const user = userEvent.setup()

    await user.click(await screen.findByRole('button', { name: 'Delete image' }))
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }))

    expect(await screen.findByText('Delete Failed')).toBeInTheDocument()
    expect(screen.getByText('Failed to delete the image.')).toBeInTheDocument()
    expect(screen.getByText('Image number 1 of a sunny beach')).toBeInTheDocument()
  })

  it('closes the viewer after deleting its image', async () => {
    let deleted = false
    stubGalleryServer(() => imagePage(deleted ? [] : [LINKED]), {
      'DELETE /api/images/img-42': () => {
        deleted = true
        return json({ success: true })
      },
    })
    renderGallery('/gallery?image=img-42')
    const user = userEvent.setup()

    const viewer = await screen.findByRole('dialog', { name: 'Image details' })
    await user.click(within(viewer).getByRole('button', { name: 'Delete' }))
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }))

    await waitFor(() => expect(location()).toBe('/gallery'))
    expect(await screen.findByRole('heading', { name: 'No images found' })).toBeInTheDocument()
  })
})
