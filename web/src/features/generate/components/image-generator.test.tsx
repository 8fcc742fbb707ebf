import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { currentUserQueryOptions, type User } from '@/lib/auth'
import { queryKeys } from '@/lib/query-keys'
import { deferred, json } from '@/testing/fetch-stub'
import { PRICING } from '@/testing/pricing'
import { renderRoute, TEST_USER } from '@/testing/render'
import { SITE_INFO_WITH_IMAGE_MODEL } from '@/testing/site-info'
import { GENERATED, stubGeneratorServer } from '../testing/fixtures'
import { ImageGenerator } from './image-generator'

function renderGenerator(user: User | null = TEST_USER) {
  return renderRoute({ path: '/generate', element: <ImageGenerator pricing={PRICING} />, url: '/generate', user })
}

async function describeImage(prompt = GENERATED.prompt) {
  const user = userEvent.setup()
  await user.type(screen.getByLabelText('Describe your image'), prompt)
  return user
}

const generateButton = () => screen.getByRole('button', { name: /Generate Image|Generating/ })
const preview = () => screen.getByRole('region', { name: 'Preview' })
const form = () => generateButton().closest('form') as HTMLFormElement
const OFFLINE_NOTICE = { name: 'Offline designer.' }

describe('ImageGenerator', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })

  it('asks a signed-out user to log in and sends nothing', async () => {
    const api = stubGeneratorServer()
    renderGenerator(null)

    const user = await describeImage()
    await user.click(generateButton())

    expect(await screen.findByText('Login Required')).toBeInTheDocument()
    expect(screen.getByText('Please login to generate images')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/images/generate')).toHaveLength(0)
  })

  it('sends the options, shows progress, then the result, and updates the balance', async () => {
    const answer = deferred<Response>()
    const api = stubGeneratorServer(() => answer.promise)
    const { queryClient } = renderGenerator()

    const user = await describeImage()
    await user.click(screen.getByRole('radio', { name: /^WebP/ }))
    await user.click(screen.getByRole('switch', { name: 'Transparent background' }))
    await user.click(screen.getByRole('radio', { name: /^Natural/ }))
    await user.click(generateButton())

    expect(await screen.findByRole('button', { name: 'Generating…' })).toBeDisabled()
    expect(screen.getByLabelText('Describe your image')).toBeDisabled()
    expect(within(preview()).getByTestId('generation-elapsed')).toHaveTextContent('0 s · usually about 4 s')
    await waitFor(() => expect(screen.getByTestId('generation-elapsed')).toHaveTextContent('1 s · usually about 4 s'), {
      timeout: 2500,
    })
    const [request] = api.callsTo('POST', '/api/images/generate')
    expect(request.headers.get('CSRF-Token')).toBe('token-1')
    expect(request.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/)
    expect(JSON.parse(request.body ?? '')).toEqual({
      prompt: GENERATED.prompt,
      size: '1024x1024',
      quality: 'medium',
      outputFormat: 'webp',
      style: 'natural',
      outputCompression: 80,
      background: 'transparent',
    })

    answer.resolve(json(GENERATED, { status: 201 }))

    expect(await screen.findByText('Image Generated!')).toBeInTheDocument()
    const image = within(preview()).getByRole('img', { name: GENERATED.prompt })
    expect(image).toHaveAttribute('src', GENERATED.imageUrl)
    expect(within(preview()).getByRole('button', { name: 'Download' })).toBeInTheDocument()
    expect(within(preview()).getByRole('button', { name: 'Share' })).toBeInTheDocument()
    expect(queryClient.getQueryData(currentUserQueryOptions.queryKey)?.credits).toBe(6)
    await waitFor(() => expect(api.callsTo('GET', '/api/auth/me')).toHaveLength(1))
    expect(screen.getByRole('button', { name: 'Generate Image' })).toBeEnabled()
  })

  it('makes every read of the balance, its history and the image lists stale', async () => {
    stubGeneratorServer()
    const { queryClient } = renderGenerator()
    // What the dashboard and the gallery had loaded before this generation.
    const loaded = [
      queryKeys.accountSummary,
      queryKeys.transactions.page(1, 5),
      queryKeys.images.recent,
      queryKeys.images.list({ filter: 'all', search: '' }),
    ]
    for (const key of loaded) queryClient.setQueryData(key, { loaded: true })

    const user = await describeImage()
    await user.click(screen.getByRole('radio', { name: /^Low/ }))
    await user.click(generateButton())
    await screen.findByText('Image Generated!')

    for (const key of loaded) {
      await waitFor(() => expect(queryClient.getQueryState(key)?.isInvalidated, JSON.stringify(key)).toBe(true))
    }
  })

  it('sends compression without a background for jpeg, and neither for png', async () => {
    const api = stubGeneratorServer()
    renderGenerator()

    const user = await describeImage()
    await user.click(screen.getByRole('radio', { name: /^JPEG/ }))
    await user.click(screen.getByRole('radio', { name: /^Low/ }))
    await user.click(generateButton())
    await screen.findByText('Image Generated!')
    await user.click(screen.getByRole('radio', { name: /^PNG/ }))
    await user.click(generateButton())
    await waitFor(() => expect(api.callsTo('POST', '/api/images/generate')).toHaveLength(2))

    const [jpeg, png] = api.callsTo('POST', '/api/images/generate').map((r) => JSON.parse(r.body ?? ''))
    expect(jpeg).toMatchObject({ outputFormat: 'jpeg', quality: 'low', outputCompression: 80, background: null })
    expect(png).toMatchObject({ outputFormat: 'png', outputCompression: null, background: null })
  })

  it('"Generate New" clears the result and puts the form back to its defaults', async () => {
    stubGeneratorServer()
    renderGenerator()

    const user = await describeImage()
    await user.click(screen.getByRole('radio', { name: /^Low/ }))
    await user.click(generateButton())
    await user.click(await screen.findByRole('button', { name: 'Generate New' }))

    expect(within(preview()).queryByRole('img', { name: GENERATED.prompt })).not.toBeInTheDocument()
    expect(within(preview()).getByText('Your image will appear here')).toBeInTheDocument()
    expect(screen.getByLabelText('Describe your image')).toHaveValue('')
    expect(screen.getByRole('radio', { name: /^Medium/ })).toBeChecked()
  })

  it.each([
    [json({ message: 'Your prompt was rejected by the content policy' }, { status: 422 }), 'Your prompt was rejected by the content policy'],
    [new Response('', { status: 502, statusText: 'Bad Gateway' }), 'Failed to generate image. Please try again.'],
  ])('reports a failure and keeps the form filled (%#)', async (response, message) => {
    stubGeneratorServer(response)
    renderGenerator()

    const user = await describeImage()
    await user.click(generateButton())

    expect(await screen.findByText('Generation Failed')).toBeInTheDocument()
    expect(screen.getAllByText(message).length).toBeGreaterThanOrEqual(1)
    expect(within(preview()).getByRole('alert')).toHaveTextContent(message)
    expect(screen.getByLabelText('Describe your image')).toHaveValue(GENERATED.prompt)
    expect(generateButton()).toBeEnabled()
  })

  it('says on the form and beside the result that the offline designer draws nothing of the description', async () => {
    stubGeneratorServer()
    renderGenerator()

    expect(await within(form()).findByRole('note', OFFLINE_NOTICE)).toHaveTextContent(
      "It draws everyday things you name, like a fox, a lake or sunflowers, as simple motifs: art drawn to your description takes an image model.",
    )
    expect(within(preview()).queryByRole('note', OFFLINE_NOTICE)).not.toBeInTheDocument()

    const user = await describeImage()
    await user.click(screen.getByRole('radio', { name: /^Low/ }))
    await user.click(generateButton())
    await screen.findByText('Image Generated!')

    expect(within(preview()).getByRole('note', OFFLINE_NOTICE)).toBeInTheDocument()
    expect(within(form()).getByRole('note', OFFLINE_NOTICE)).toBeInTheDocument()
  })

  it('says nothing of an offline designer when a real image model makes the images', async () => {
    stubGeneratorServer(undefined, { 'GET /api/site': json(SITE_INFO_WITH_IMAGE_MODEL) })
    const { queryClient } = renderGenerator()

    const user = await describeImage()
    await user.click(screen.getByRole('radio', { name: /^Low/ }))
    await user.click(generateButton())
    await screen.findByText('Image Generated!')

    expect(queryClient.getQueryState(queryKeys.site)?.status).toBe('success')
    expect(screen.queryByRole('note', OFFLINE_NOTICE)).not.toBeInTheDocument()
  })
})
