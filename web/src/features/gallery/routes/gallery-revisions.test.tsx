import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { json } from '@/testing/fetch-stub'
import { PRICING, pricingWith } from '@/testing/pricing'
import { LocationProbe, renderRoute, TEST_USER } from '@/testing/render'
import { SITE_INFO } from '@/testing/site-info'
import { imagePage, makeImage, stubGalleryServer } from '../testing/fixtures'
import { GalleryRoute } from './gallery'

function renderGallery(url: string) {
  const element = (
    <>
      <GalleryRoute />
      <LocationProbe />
    </>
  )
  return renderRoute({ path: '/gallery', element, url, user: TEST_USER })
}

const location = () => screen.getByTestId('location').textContent
const viewer = () => screen.getByRole('dialog', { name: 'Image details' })
const shown = () => within(viewer()).getByRole('img', { name: ORIGINAL.description })

// One image revised twice: each version keeps the original's description.
const ORIGINAL = makeImage(1, { quality: 'low', creditCost: 1, revisedFrom: null, revision: null })
const SUNSET = makeImage(2, {
  prompt: ORIGINAL.prompt,
  description: ORIGINAL.description,
  quality: 'low',
  creditCost: 1,
  revisedFrom: 'img-1',
  revision: 'Make the sky a sunset',
})
const AUTUMN = makeImage(3, {
  prompt: ORIGINAL.prompt,
  description: ORIGINAL.description,
  quality: 'low',
  creditCost: 1,
  revisedFrom: 'img-2',
  revision: 'Change the colours to autumn',
})
const FAMILY = [ORIGINAL, SUNSET, AUTUMN]

type Routes = Parameters<typeof stubGalleryServer>[1]

/** The versions of each of `family` (the same list whichever is asked about). */
function versionRoutes(family: () => unknown[]): Routes {
  const routes: Routes = {}
  for (const image of [...FAMILY, makeImage(9)]) {
    routes[`GET /api/images/${image.id}/versions`] = () => json({ versions: family() })
  }
  return routes
}

function stubServer(extra: Routes = {}) {
  return stubGalleryServer(() => imagePage([AUTUMN, SUNSET, ORIGINAL]), {
    'GET /api/pricing': json(PRICING),
    'GET /api/site': json(SITE_INFO),
    'GET /api/auth/me': json({ ...TEST_USER, credits: 9 }),
    ...versionRoutes(() => FAMILY),
    ...extra,
  })
}

describe('Gallery viewer: versions and Revise', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })

  it('steps through the versions of an image, each with the instruction that made it', async () => {
    const api = stubServer()
    renderGallery('/gallery?image=img-2')
    const user = userEvent.setup()

    const versions = await within(await screen.findByRole('dialog', { name: 'Image details' })).findByRole('navigation', {
      name: 'Versions',
    })
    expect(versions).toHaveTextContent('Version 2 of 3')
    expect(shown()).toHaveAttribute('src', SUNSET.imageUrl)
    expect(within(viewer()).getByText('Make the sky a sunset')).toBeInTheDocument()
    expect(within(viewer()).getByText('Revised:')).toBeInTheDocument()

    await user.click(within(versions).getByRole('button', { name: 'Previous version' }))

    expect(versions).toHaveTextContent('Version 1 of 3')
    expect(shown()).toHaveAttribute('src', ORIGINAL.imageUrl)
    expect(location()).toBe('/gallery?image=img-1')
    expect(within(viewer()).queryByText('Revised:')).not.toBeInTheDocument()
    expect(within(versions).getByRole('button', { name: 'Previous version' })).toBeDisabled()

    await user.click(within(versions).getByRole('button', { name: 'Next version' }))
    await user.click(within(versions).getByRole('button', { name: 'Next version' }))

    expect(versions).toHaveTextContent('Version 3 of 3')
    expect(shown()).toHaveAttribute('src', AUTUMN.imageUrl)
    expect(within(viewer()).getByText('Change the colours to autumn')).toBeInTheDocument()
    expect(within(versions).getByRole('button', { name: 'Next version' })).toBeDisabled()
    expect(location()).toBe('/gallery?image=img-3')
    // Only the linked image was asked for on its own: the other versions were known from the list.
    const details = api.requests.filter((request) => /^\/api\/images\/img-\d+$/.test(request.url))
    expect(details.map((request) => request.url)).toEqual(['/api/images/img-2'])
  })

  it('steps in place: Escape still goes back to the gallery the viewer was opened from', async () => {
    stubServer()
    renderGallery('/gallery')
    const user = userEvent.setup()

    const [, sunsetCard] = await screen.findAllByRole('button', { name: `View image: ${ORIGINAL.description}` })
    await user.click(sunsetCard)
    const versions = await screen.findByRole('navigation', { name: 'Versions' })
    expect(versions).toHaveTextContent('Version 2 of 3')
    await user.click(within(versions).getByRole('button', { name: 'Next version' }))
    expect(location()).toBe('/gallery?image=img-3')

    await user.keyboard('{Escape}')

    await waitFor(() => expect(location()).toBe('/gallery'))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('steps to versions the grid has not loaded, from the list of versions', async () => {
    const api = stubGalleryServer(() => imagePage([makeImage(9)]), {
      'GET /api/pricing': json(PRICING),
      'GET /api/images/img-3': json(AUTUMN),
      ...versionRoutes(() => FAMILY),
    })
    renderGallery('/gallery?image=img-3')
    const user = userEvent.setup()

    const versions = await screen.findByRole('navigation', { name: 'Versions' })
    expect(versions).toHaveTextContent('Version 3 of 3')
    await user.click(within(versions).getByRole('button', { name: 'Previous version' }))

    expect(versions).toHaveTextContent('Version 2 of 3')
    expect(shown()).toHaveAttribute('src', SUNSET.imageUrl)
    expect(api.callsTo('GET', '/api/images/img-2')).toHaveLength(0)
  })

  it('shows no stepper for an image that was never revised', async () => {
    const api = stubServer({ ...versionRoutes(() => [makeImage(9)]), 'GET /api/images/img-9': json(makeImage(9)) })
    renderGallery('/gallery?image=img-9')

    await screen.findByRole('dialog', { name: 'Image details' })
    await waitFor(() => expect(api.callsTo('GET', '/api/images/img-9/versions')).toHaveLength(1))
    expect(screen.queryByRole('navigation', { name: 'Versions' })).not.toBeInTheDocument()
    expect(screen.queryByText(/^Version \d/)).not.toBeInTheDocument()
  })

  it('revises the image shown and moves the viewer to the new version', async () => {
    const NEWEST = makeImage(4, {
      prompt: ORIGINAL.prompt,
      description: ORIGINAL.description,
      quality: 'low',
      creditCost: 1,
      revisedFrom: 'img-3',
      revision: 'Add falling snow',
    })
    let revised = false
    const family = () => (revised ? [...FAMILY, NEWEST] : FAMILY)
    const api = stubServer({
      ...versionRoutes(family),
      'GET /api/images/img-4/versions': () => json({ versions: family() }),
      'POST /api/images/img-3/revise': () => {
        revised = true
        return json({ ...NEWEST, credits: 8 }, { status: 201 })
      },
    })
    renderGallery('/gallery?image=img-3')
    const user = userEvent.setup()

    await screen.findByRole('navigation', { name: 'Versions' })
    await user.click(within(viewer()).getByRole('button', { name: 'Revise' }))
    const dialog = await screen.findByRole('dialog', { name: 'Revise image' })
    // The version shown is the one revised, at its own quality.
    expect(within(dialog).getByRole('radio', { name: /^Low/ })).toBeChecked()
    await user.type(within(dialog).getByRole('textbox', { name: 'What should change?' }), 'Add falling snow')
    await user.click(within(dialog).getByRole('button', { name: 'Revise for 1 credit' }))

    expect(await screen.findByText('Image Revised!')).toBeInTheDocument()
    await waitFor(() => expect(location()).toBe('/gallery?image=img-4'))
    expect(screen.queryByRole('dialog', { name: 'Revise image' })).not.toBeInTheDocument()
    expect(shown()).toHaveAttribute('src', NEWEST.imageUrl)
    expect(await screen.findByRole('navigation', { name: 'Versions' })).toHaveTextContent('Version 4 of 4')
    expect(within(viewer()).getByText('Add falling snow')).toBeInTheDocument()
    // The answer carried the new version: it was not asked for again.
    expect(api.callsTo('GET', '/api/images/img-4')).toHaveLength(0)
  })

  it('offers no Revise when the image model in use cannot revise images', async () => {
    const api = stubServer({ 'GET /api/pricing': json(pricingWith({ revise: false })) })
    renderGallery('/gallery?image=img-2')

    await screen.findByRole('navigation', { name: 'Versions' })
    await waitFor(() => expect(api.callsTo('GET', '/api/pricing')).toHaveLength(1))
    expect(within(viewer()).getByRole('button', { name: 'Download' })).toBeInTheDocument()
    expect(within(viewer()).queryByRole('button', { name: 'Revise' })).not.toBeInTheDocument()
  })
})
