import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { setSignedOut, type User } from '@/lib/auth'
import { LocationProbe, renderRoute, TEST_USER } from '@/testing/render'
import { imagePage, listParams, makeImage, stubGalleryServer } from '../testing/fixtures'
import { GalleryRoute } from './gallery'

function renderGallery(url = '/gallery', user: User | null = TEST_USER) {
  const element = (
    <>
      <GalleryRoute />
      <LocationProbe />
    </>
  )
  return renderRoute({ path: '/gallery', element, url, user })
}

const location = () => screen.getAllByTestId('location').at(-1)?.textContent

describe('Gallery', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })

  it('sends visitors to log in, coming back here afterwards', async () => {
    stubGalleryServer(() => imagePage([]))
    renderGallery('/gallery', null)
    await waitFor(() => expect(location()).toBe('/login?redirect=/gallery'))
  })

  it('keeps the image being linked to through the login', async () => {
    stubGalleryServer(() => imagePage([]))
    renderGallery('/gallery?image=img-7', null)
    await waitFor(() => expect(location()).toBe('/login?redirect=/gallery%3Fimage%3Dimg-7'))
  })

  it('does not send someone who logs out here to the login screen (logout goes home)', async () => {
    stubGalleryServer(() => imagePage([makeImage(1)]))
    const { queryClient } = renderGallery()
    await screen.findByRole('list', { name: 'Your images' }, { timeout: 5000 })

    act(() => setSignedOut(queryClient))

    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(location()).toBe('/gallery')
  })

  it('shows each image as a card with its thumbnail, prompt, date and quality', async () => {
    const api = stubGalleryServer(() => imagePage([makeImage(1, { quality: 'high' }), makeImage(2)]))
    renderGallery()

    const cards = within(await screen.findByRole('list', { name: 'Your images' })).getAllByRole('listitem')
    expect(cards).toHaveLength(2)
    const thumbnail = within(cards[0]).getByRole('img', { name: 'Image number 1 of a sunny beach' })
    expect(thumbnail).toHaveAttribute('src', '/api/images/file/u/1.thumb.webp')
    expect(thumbnail).toHaveAttribute('loading', 'lazy')
    expect(within(cards[0]).getByText('Nov 22, 2026')).toBeInTheDocument()
    expect(within(cards[0]).getByText('High')).toBeInTheDocument()
    expect(screen.getByText('2 images')).toBeInTheDocument()
    expect(listParams(api.callsTo('GET', '/api/images')[0])).toEqual({ filter: 'all', page: '1', limit: '20' })
  })

  it('filters by category', async () => {
    const api = stubGalleryServer(({ filter }) =>
      imagePage(filter === 'art' ? [makeImage(3, { prompt: 'Abstract painting of the sea' })] : [makeImage(1)]),
    )
    renderGallery()
    const user = userEvent.setup()
    await screen.findByText('Image number 1 of a sunny beach')

    for (const label of ['All Images', 'Greeting Cards', 'Invitations', 'Art']) {
      expect(screen.getByRole('button', { name: label })).toBeInTheDocument()
    }
    await user.click(screen.getByRole('button', { name: 'Art' }))

    expect(await screen.findByText('Abstract painting of the sea')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Art' })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('button', { name: 'All Images' })).toHaveAttribute('aria-pressed', 'false')
    expect(listParams(api.callsTo('GET', '/api/images').at(-1)!)).toMatchObject({ filter: 'art', page: '1' })
  })

  it('keeps the category in the URL, so a reload or a shared link opens the same view', async () => {
    const api = stubGalleryServer(({ filter }) =>
      imagePage(filter === 'invitations' ? [makeImage(4, { prompt: 'Wedding invitation with roses' })] : [makeImage(1)]),
    )
    renderGallery('/gallery?filter=invitations')

    expect(await screen.findByText('Wedding invitation with roses')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Invitations' })).toHaveAttribute('aria-pressed', 'true')
    expect(listParams(api.callsTo('GET', '/api/images')[0])).toMatchObject({ filter: 'invitations' })

    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Art' }))
    await waitFor(() => expect(location()).toBe('/gallery?filter=art'))
    await user.click(screen.getByRole('button', { name: 'All Images' }))
    await waitFor(() => expect(location()).toBe('/gallery'))
  })

  it('reads an unknown category in the URL as all images', async () => {
    const api = stubGalleryServer(() => imagePage([makeImage(1)]))
    renderGallery('/gallery?filter=nonsense')

    await screen.findByText('Image number 1 of a sunny beach')
    expect(screen.getByRole('button', { name: 'All Images' })).toHaveAttribute('aria-pressed', 'true')
    expect(listParams(api.callsTo('GET', '/api/images')[0])).toMatchObject({ filter: 'all' })
  })

  it('searches once the typing pauses, not on every key', async () => {
    const api = stubGalleryServer(({ search }) =>
      imagePage(search ? [makeImage(5, { prompt: 'Red balloons at a party' })] : [makeImage(1)]),
    )
    renderGallery()
    const user = userEvent.setup()
    await screen.findByText('Image number 1 of a sunny beach')

    await user.type(screen.getByPlaceholderText('Search images...'), 'balloons')

    expect(await screen.findByText('Red balloons at a party')).toBeInTheDocument()
    const searches = api.callsTo('GET', '/api/images').map((request) => listParams(request).search)
    expect(searches).toEqual([undefined, 'balloons'])
  })

  it('appends the next page with Load More until there are no more', async () => {
    const api = stubGalleryServer(({ page }) =>
      page === '2' ? imagePage([makeImage(21)], 2, 2, 21) : imagePage([makeImage(1), makeImage(2)], 1, 2, 21),
    )
    renderGallery()
    const user = userEvent.setup()

    await user.click(await screen.findByRole('button', { name: 'Load More' }))

    expect(await screen.findByText('Image number 21 of a sunny beach')).toBeInTheDocument()
    expect(screen.getByText('Image number 1 of a sunny beach')).toBeInTheDocument()
    expect(screen.getByText('21 images')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument()
    expect(api.callsTo('GET', '/api/images').map((request) => listParams(request).page)).toEqual(['1', '2'])
  })

  it('shows the empty state with a way to create the first image', async () => {
    stubGalleryServer(() => imagePage([]))
    renderGallery()

    expect(await screen.findByRole('heading', { name: 'No images found' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Create your first image' })).toHaveAttribute('href', '/#generate')
  })

  it('offers to clear a search that matches nothing', async () => {
    stubGalleryServer(({ search }) => imagePage(search ? [] : [makeImage(1)]))
    renderGallery()
    const user = userEvent.setup()
    await screen.findByText('Image number 1 of a sunny beach')

    await user.type(screen.getByPlaceholderText('Search images...'), 'zebra')
    expect(await screen.findByRole('heading', { name: 'No images found' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Show all images' }))

    expect(await screen.findByText('Image number 1 of a sunny beach')).toBeInTheDocument()
    expect(screen.getByPlaceholderText('Search images...')).toHaveValue('')
  })

  it('shows a placeholder for an image that fails to load', async () => {
    stubGalleryServer(() => imagePage([makeImage(1)]))
    renderGallery()

    fireEvent.error(await screen.findByRole('img', { name: 'Image number 1 of a sunny beach' }))

    expect(screen.getByText('Image failed to load')).toBeInTheDocument()
  })

  it('tells the user when the list cannot load', async () => {
    stubGalleryServer(() => imagePage([]), { 'GET /api/images': new Response('', { status: 500 }) })
    renderGallery()
    expect(await screen.findByText(/couldn't load your images/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })
})
