import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { ImageOptions } from '@/lib/pricing'
import { json } from '@/testing/fetch-stub'
import { pricingWith } from '@/testing/pricing'
import { renderRoute, TEST_USER } from '@/testing/render'
import { stubGeneratorServer } from '../testing/fixtures'
import { GenerateRoute } from './generate'

/** /generate with an image model that offers only `options` of what the form has. */
async function renderWithOptions(options: Partial<ImageOptions>) {
  const api = stubGeneratorServer(undefined, { 'GET /api/pricing': json(pricingWith(options)) })
  renderRoute({ path: '/generate', element: <GenerateRoute />, url: '/generate', user: TEST_USER })
  await screen.findByLabelText('Describe your image')
  return { api, user: userEvent.setup() }
}

const radio = (name: RegExp) => screen.getByRole('radio', { name })
const valuesIn = (group: string) =>
  within(screen.getByRole('group', { name: group }))
    .getAllByRole('radio')
    .map((input) => input.getAttribute('value'))
const transparencySwitch = () => screen.queryByRole('switch', { name: 'Transparent background' })

describe('Generate screen with the image model in use', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })

  it('offers a transparent background for png when the model takes one', async () => {
    await renderWithOptions({ transparentBackground: true })

    expect(radio(/^PNG/)).toBeChecked()
    expect(transparencySwitch()).toBeInTheDocument()
  })

  it('never offers or sends a transparent background the model cannot make, even for png and webp', async () => {
    const { api, user } = await renderWithOptions({ transparentBackground: false })

    expect(radio(/^PNG/)).toBeChecked()
    expect(transparencySwitch()).not.toBeInTheDocument()
    await user.click(radio(/^WebP/))
    expect(transparencySwitch()).not.toBeInTheDocument()
    // The compression slider is still there for webp.
    expect(screen.getByRole('slider', { name: 'Compression' })).toBeInTheDocument()

    await user.type(screen.getByLabelText('Describe your image'), 'A birthday card with balloons')
    await user.click(screen.getByRole('button', { name: 'Generate Image' }))
    await waitFor(() => expect(api.callsTo('POST', '/api/images/generate')).toHaveLength(1))
    const [request] = api.callsTo('POST', '/api/images/generate')
    const body: unknown = JSON.parse(request.body ?? '')
    expect(body).toMatchObject({ outputFormat: 'webp', outputCompression: 80, background: null })
  })

  it('sends no compression to a model that takes none, and shows no slider', async () => {
    const { api, user } = await renderWithOptions({ outputCompression: false })

    await user.click(radio(/^JPEG/))
    expect(screen.queryByRole('slider', { name: 'Compression' })).not.toBeInTheDocument()

    await user.type(screen.getByLabelText('Describe your image'), 'A birthday card with balloons')
    await user.click(screen.getByRole('button', { name: 'Generate Image' }))
    await waitFor(() => expect(api.callsTo('POST', '/api/images/generate')).toHaveLength(1))
    const [request] = api.callsTo('POST', '/api/images/generate')
    expect(JSON.parse(request.body ?? '')).toMatchObject({ outputFormat: 'jpeg', outputCompression: null })
  })

  it('shows only the sizes, qualities and formats the model offers', async () => {
    await renderWithOptions({ sizes: ['1024x1024'], qualities: ['medium', 'high'], outputFormats: ['png', 'webp'] })

    expect(valuesIn('Size')).toEqual(['1024x1024'])
    expect(radio(/^Square/)).toBeChecked()
    expect(valuesIn('Quality')).toEqual(['medium', 'high'])
    // Each offered quality keeps its price.
    expect(radio(/^High/)).toHaveAccessibleName(/15 credits/)
    expect(valuesIn('Format')).toEqual(['png', 'webp'])
  })

  it("holds the description to the model's longest", async () => {
    const { user } = await renderWithOptions({ maxPromptChars: 1000 })
    const prompt = screen.getByLabelText('Describe your image')

    expect(prompt).toHaveAttribute('maxLength', '1000')
    expect(screen.getByText('0 / 1,000')).toBeInTheDocument()
    await user.click(prompt)
    await user.paste('a'.repeat(1200))
    expect(prompt).toHaveValue('a'.repeat(1000))
  })
})
