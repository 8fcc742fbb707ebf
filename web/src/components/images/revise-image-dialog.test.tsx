import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { currentUserQueryOptions } from '@/lib/auth'
import { queryKeys } from '@/lib/query-keys'
import { json, stubFetch } from '@/testing/fetch-stub'
import { PRICING, pricingWith } from '@/testing/pricing'
import { renderRoute, TEST_USER } from '@/testing/render'
import { SITE_INFO } from '@/testing/site-info'
import { ReviseImageButton } from './card-actions'
import type { CardImage, GeneratedCardImage } from './card-image'

const IMAGE: CardImage = {
  id: 'img-1',
  imageUrl: '/api/images/file/u/1.png',
  thumbnailUrl: '/api/images/file/u/1.thumb.webp',
  prompt: 'A lighthouse on a cliff',
  description: 'A lighthouse on a cliff',
  fileName: 'a-lighthouse-on-a-cliff',
  quality: 'medium',
  size: '1024x1024',
  outputFormat: 'png',
  creditCost: 4,
  createdAt: '2026-11-22T06:00:00Z',
  revisedFrom: null,
  revision: null,
}

const CARD: CardImage = {
  ...IMAGE,
  id: 'card-1',
  description: 'Birthday card for Sam',
  card: { category: 'birthday', style: 'watercolor', text: 'Happy birthday, Sam!', textPosition: 'bottom', textScheme: 'auto' },
}

/** The answer to a revision: the new version and the balance after paying for it. */
const REVISED: GeneratedCardImage = {
  ...IMAGE,
  id: 'img-2',
  imageUrl: '/api/images/file/u/2.png',
  thumbnailUrl: '/api/images/file/u/2.thumb.webp',
  quality: 'low',
  creditCost: 1,
  revisedFrom: 'img-1',
  revision: 'Make the sky a sunset',
  credits: 9,
}

type Routes = Parameters<typeof stubFetch>[0]

function stubServer(extra: Routes = {}) {
  return stubFetch({
    'GET /api/csrf-token': json({ csrfToken: 'token-1' }),
    'GET /api/pricing': json(PRICING),
    'GET /api/auth/me': json({ ...TEST_USER, credits: 9 }),
    'GET /api/site': json(SITE_INFO),
    'POST /api/images/img-1/revise': json(REVISED, { status: 201 }),
    ...extra,
  })
}

function renderButton(image: CardImage = IMAGE, onRevised = vi.fn()) {
  const view = renderRoute({
    path: '/gallery',
    element: <ReviseImageButton image={image} onRevised={onRevised} />,
    url: '/gallery',
    user: TEST_USER,
  })
  return { ...view, onRevised }
}

async function openDialog(name = 'Revise image') {
  const user = userEvent.setup()
  await user.click(await screen.findByRole('button', { name: 'Revise' }))
  const dialog = await screen.findByRole('dialog', { name })
  return { user, dialog }
}

const instruction = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: 'What should change?' })
const submit = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: /^Revise for/ })

/** An answer that streams the previews it is given, then waits for `finish`. */
function streamedAnswer(previews: string[]) {
  const encoder = new TextEncoder()
  let controller!: ReadableStreamDefaultController<Uint8Array>
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c
      for (const [index, image] of previews.entries()) {
        controller.enqueue(encoder.encode(`event: preview\ndata: ${JSON.stringify({ index, image })}\n\n`))
      }
    },
  })
  return {
    response: new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }),
    finish(answer: unknown) {
      controller.enqueue(encoder.encode(`event: done\ndata: ${JSON.stringify(answer)}\n\n`))
      controller.close()
    },
  }
}

describe('Revise', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })

  it('starts from the image’s own quality and size, and prices each choice', async () => {
    stubServer()
    renderButton()
    const { user, dialog } = await openDialog()

    expect(within(dialog).getByRole('radio', { name: /^Medium/ })).toBeChecked()
    expect(within(dialog).getByRole('radio', { name: /^Square/ })).toBeChecked()
    expect(within(dialog).getByTestId('cost-estimate')).toHaveTextContent('This revision costs 4 credits')
    expect(within(dialog).getByTestId('cost-estimate')).toHaveTextContent('Your balance: 10')
    expect(submit(dialog)).toHaveTextContent('Revise for 4 credits')

    await user.click(within(dialog).getByRole('radio', { name: /^High/ }))
    expect(within(dialog).getByTestId('cost-estimate')).toHaveTextContent('This revision costs 15 credits')
    expect(submit(dialog)).toHaveTextContent('Revise for 15 credits')

    await user.click(within(dialog).getByRole('radio', { name: /^Portrait/ }))
    expect(within(dialog).getByTestId('cost-estimate')).toHaveTextContent('This revision costs 23 credits')
    expect(submit(dialog)).toHaveTextContent('Revise for 23 credits')
    // Short of credits: the way to buy more is right there.
    expect(within(dialog).getByRole('link', { name: 'Buy Credits' })).toHaveAttribute('href', '/purchase')

    await user.click(within(dialog).getByRole('radio', { name: /^Low/ }))
    expect(submit(dialog)).toHaveTextContent('Revise for 1.5 credits')
  })

  it('offers only the qualities and sizes the image model in use takes', async () => {
    stubServer({
      'GET /api/pricing': json(pricingWith({ qualities: ['low', 'high'], sizes: ['1024x1024', '1536x1024'] })),
    })
    renderButton()
    const { dialog } = await openDialog()

    expect(within(dialog).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Low1 credit',
      'High15 credits',
      'Square1024 × 1024',
      'Landscape1536 × 1024',
    ])
    // The image's own medium is not offered: the usual default is not either, so the first is.
    expect(within(dialog).getByRole('radio', { name: /^Low/ })).toBeChecked()
  })

  it('waits for an instruction of at least 3 characters', async () => {
    const api = stubServer()
    renderButton()
    const { user, dialog } = await openDialog()

    expect(instruction(dialog)).toHaveAttribute('placeholder', 'Make the sky a sunset')
    expect(submit(dialog)).toBeDisabled()
    await user.type(instruction(dialog), '  ab  ')
    expect(submit(dialog)).toBeDisabled()
    await user.type(instruction(dialog), 'c')
    expect(submit(dialog)).toBeEnabled()
    expect(api.callsTo('POST', '/api/images/img-1/revise')).toHaveLength(0)
  })

  it('sends the instruction and options with an idempotency key, then shows the new version', async () => {
    const api = stubServer()
    const { queryClient, onRevised } = renderButton()
    for (const key of [queryKeys.images.list({ filter: 'all', search: '' }), queryKeys.images.versions('img-1')]) {
      queryClient.setQueryData(key, { loaded: true })
    }
    const { user, dialog } = await openDialog()

    await user.type(instruction(dialog), '  Make the sky a sunset ')
    await user.click(within(dialog).getByRole('radio', { name: /^Low/ }))
    await user.click(submit(dialog))

    expect(await screen.findByText('Image Revised!')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const [request] = api.callsTo('POST', '/api/images/img-1/revise')
    expect(JSON.parse(request.body ?? '')).toEqual({ instruction: 'Make the sky a sunset', quality: 'low', size: '1024x1024' })
    expect(request.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/)
    expect(request.headers.get('CSRF-Token')).toBe('token-1')
    expect(request.headers.get('Accept')).toContain('text/event-stream')
    expect(onRevised).toHaveBeenCalledWith(expect.objectContaining({ id: 'img-2', revision: 'Make the sky a sunset' }))
    // The new balance at once; the viewer knows the new version without asking; lists refresh.
    expect(queryClient.getQueryData(currentUserQueryOptions.queryKey)?.credits).toBe(9)
    expect(queryClient.getQueryData(queryKeys.images.detail('img-2'))).toMatchObject({ id: 'img-2' })
    expect(queryClient.getQueryData(queryKeys.images.detail('img-2'))).not.toHaveProperty('credits')
    for (const key of [queryKeys.images.list({ filter: 'all', search: '' }), queryKeys.images.versions('img-1')]) {
      await waitFor(() => expect(queryClient.getQueryState(key)?.isInvalidated, JSON.stringify(key)).toBe(true))
    }

    // A second revision is a new request: a new key.
    await user.click(screen.getByRole('button', { name: 'Revise' }))
    const again = await screen.findByRole('dialog', { name: 'Revise image' })
    expect(instruction(again)).toHaveValue('')
    await user.type(instruction(again), 'Make the sky a sunset')
    await user.click(within(again).getByRole('radio', { name: /^Low/ }))
    await user.click(submit(again))
    await waitFor(() => expect(api.callsTo('POST', '/api/images/img-1/revise')).toHaveLength(2))
    const [first, second] = api.callsTo('POST', '/api/images/img-1/revise')
    expect(second.headers.get('Idempotency-Key')).not.toBe(first.headers.get('Idempotency-Key'))
  })

  it('shows the previews while the new version is made', async () => {
    const stream = streamedAnswer(['data:image/jpeg;base64,AAA'])
    stubServer({ 'POST /api/images/img-1/revise': () => stream.response })
    renderButton()
    const { user, dialog } = await openDialog()

    await user.type(instruction(dialog), 'Make the sky a sunset')
    await user.click(submit(dialog))

    const preview = await within(dialog).findByRole('img', { name: 'A first look at your image, still being made' })
    expect(preview).toHaveAttribute('src', 'data:image/jpeg;base64,AAA')
    expect(within(dialog).getByTestId('generation-elapsed')).toHaveTextContent('usually about 4 s')
    expect(within(dialog).queryByRole('button', { name: /^Revise for/ })).not.toBeInTheDocument()
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument()

    stream.finish(REVISED)

    expect(await screen.findByText('Image Revised!')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('says when the credits do not cover it, keeping the words as typed', async () => {
    const message = "You don't have enough credits to revise this image"
    stubServer({ 'POST /api/images/img-1/revise': json({ message }, { status: 402 }) })
    renderButton()
    const { user, dialog } = await openDialog()

    await user.type(instruction(dialog), 'Make the sky a sunset')
    await user.click(submit(dialog))

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message)
    expect(instruction(dialog)).toHaveValue('Make the sky a sunset')
    expect(screen.getByText('Revision Failed')).toBeInTheDocument()
  })

  it('shows a refusal of the instruction as the server words it', async () => {
    const message = 'The built-in designer can change colours, light, time of day, weather and style, but cannot remove things.'
    stubServer({ 'POST /api/images/img-1/revise': json({ message }, { status: 422 }) })
    renderButton()
    const { user, dialog } = await openDialog()

    await user.type(instruction(dialog), 'Remove the lighthouse')
    await user.click(submit(dialog))

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message)
    expect(submit(dialog)).toBeEnabled()
  })

  it('puts a refusal the server ties to the instruction under it', async () => {
    const message = 'Say what should change in at most 1,000 characters'
    stubServer({
      'POST /api/images/img-1/revise': json({ message, errors: { instruction: message } }, { status: 400 }),
    })
    renderButton()
    const { user, dialog } = await openDialog()

    await user.type(instruction(dialog), 'Make the sky a sunset')
    await user.click(submit(dialog))

    await waitFor(() => expect(instruction(dialog)).toHaveAccessibleDescription(message))
    expect(instruction(dialog)).toHaveAttribute('aria-invalid', 'true')
  })

  it('tells a card’s maker that its words are kept', async () => {
    stubServer()
    renderButton(CARD)
    const { dialog } = await openDialog('Revise card')

    expect(within(dialog).getByText("Your card's words stay exactly as they are.")).toBeInTheDocument()
  })

  it('says nothing of words for an image', async () => {
    stubServer()
    renderButton()
    const { dialog } = await openDialog()

    expect(within(dialog).queryByText("Your card's words stay exactly as they are.")).not.toBeInTheDocument()
  })

  it('is not offered when the image model in use cannot revise images', async () => {
    const api = stubServer({ 'GET /api/pricing': json(pricingWith({ revise: false })) })
    const { queryClient } = renderButton()

    await waitFor(() => expect(queryClient.getQueryState(queryKeys.pricing)?.status).toBe('success'))
    expect(screen.queryByRole('button', { name: 'Revise' })).not.toBeInTheDocument()
    expect(api.callsTo('GET', '/api/pricing')).toHaveLength(1)
  })
})
