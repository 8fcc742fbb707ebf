import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { queryKeys } from '@/lib/query-keys'
import { json } from '@/testing/fetch-stub'
import { PRICING, pricingWith } from '@/testing/pricing'
import { renderRoute, TEST_USER } from '@/testing/render'
import { GENERATED, stubGeneratorServer } from '../testing/fixtures'
import { ImageGenerator } from './image-generator'

const REVISED = {
  ...GENERATED,
  id: 'img-2',
  imageUrl: '/api/images/file/u/5d1a.png',
  thumbnailUrl: '/api/images/file/u/5d1a.thumb.webp',
  revisedFrom: 'img-1',
  revision: 'Make the sky a sunset',
  credits: 2,
}

const preview = () => screen.getByRole('region', { name: 'Preview' })

async function generate() {
  const user = userEvent.setup()
  await user.type(screen.getByLabelText('Describe your image'), GENERATED.prompt)
  await user.click(screen.getByRole('button', { name: 'Generate Image' }))
  await screen.findByText('Image Generated!')
  return user
}

describe('Revise on the image form’s result', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })

  it('shows the new version in the result’s place, and Generate New starts over', async () => {
    const api = stubGeneratorServer(undefined, { 'POST /api/images/img-1/revise': json(REVISED, { status: 201 }) })
    renderRoute({ path: '/generate', element: <ImageGenerator pricing={PRICING} />, url: '/generate', user: TEST_USER })
    const user = await generate()

    await user.click(within(preview()).getByRole('button', { name: 'Revise' }))
    const dialog = await screen.findByRole('dialog', { name: 'Revise image' })
    // The image's own quality and size to start with.
    expect(within(dialog).getByRole('radio', { name: /^Medium/ })).toBeChecked()
    await user.type(within(dialog).getByRole('textbox', { name: 'What should change?' }), 'Make the sky a sunset')
    await user.click(within(dialog).getByRole('button', { name: 'Revise for 4 credits' }))

    expect(await screen.findByText('Image Revised!')).toBeInTheDocument()
    await waitFor(() =>
      expect(within(preview()).getByRole('img', { name: GENERATED.prompt })).toHaveAttribute('src', REVISED.imageUrl),
    )
    expect(within(preview()).getByText('Make the sky a sunset')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/images/generate')).toHaveLength(1)

    await user.click(within(preview()).getByRole('button', { name: 'Generate New' }))
    expect(within(preview()).getByText('Your image will appear here')).toBeInTheDocument()
  })

  it('offers no Revise when the image model in use cannot revise images', async () => {
    stubGeneratorServer(undefined, { 'GET /api/pricing': json(pricingWith({ revise: false })) })
    const { queryClient } = renderRoute({
      path: '/generate',
      element: <ImageGenerator pricing={pricingWith({ revise: false })} />,
      url: '/generate',
      user: TEST_USER,
    })
    await generate()
    await waitFor(() => expect(queryClient.getQueryState(queryKeys.pricing)?.status).toBe('success'))

    expect(within(preview()).getByRole('button', { name: 'Download' })).toBeInTheDocument()
    expect(within(preview()).queryByRole('button', { name: 'Revise' })).not.toBeInTheDocument()
  })
})
