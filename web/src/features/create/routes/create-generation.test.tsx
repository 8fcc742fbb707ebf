import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { currentUserQueryOptions } from '@/lib/auth'
import { queryKeys } from '@/lib/query-keys'
import { deferred, json } from '@/testing/fetch-stub'
import { TEST_USER } from '@/testing/render'
import { SITE_INFO_WITH_IMAGE_MODEL } from '@/testing/site-info'
import { CARD, PHOTO, saveInStorage, stubCardServer } from '../testing/fixtures'
import { progressBar, renderWizard, stepHeading, walkToReview } from '../testing/render-wizard'

const generateButton = () => screen.getByRole('button', { name: /Generate Card|Generating/ })
const panel = () => screen.getByRole('region', { name: 'Your card' })
const requestsTo = (api: ReturnType<typeof stubCardServer>) => api.callsTo('POST', '/api/cards/generate')
const OFFLINE_NOTICE = { name: 'Offline designer.' }

describe('Generating the card', () => {
  beforeEach(() => {
    localStorage.clear()
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })

  it('sends the answers, shows progress, then the card with Download and Share, and updates the balance', async () => {
    const answer = deferred<Response>()
    const api = stubCardServer(() => answer.promise)
    const { queryClient } = renderWizard()
    const user = userEvent.setup()
    await walkToReview(user)
    for (const key of [queryKeys.accountSummary, queryKeys.images.recent]) queryClient.setQueryData(key, { loaded: true })

    expect(screen.getByTestId('cost-estimate')).toHaveTextContent('This card costs 4 credits')
    await user.click(generateButton())

    expect(await screen.findByRole('button', { name: 'Generating…' })).toBeDisabled()
    expect(within(panel()).getByText('Creating your card…')).toBeInTheDocument()
    expect(within(panel()).getByTestId('generation-elapsed')).toHaveTextContent('0 s · usually about 4 s')
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled()
    const [request] = requestsTo(api)
    expect(request.headers.get('CSRF-Token')).toBe('token-1')
    expect(request.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/)
    expect(JSON.parse(request.body ?? '')).toEqual({
      category: 'birthday',
      style: 'watercolor',
      description: 'A golden retriever in a party hat',
      includeText: true,
      cardText: 'Happy birthday, Sam!',
      quality: 'medium',
      size: '1024x1024',
      includeUploadedImage: false,
    })

    answer.resolve(json(CARD, { status: 201 }))

    expect(await screen.findByText('Card Generated!')).toBeInTheDocument()
    expect(within(panel()).getByRole('img', { name: CARD.description })).toHaveAttribute('src', CARD.imageUrl)
    expect(within(panel()).getByRole('button', { name: 'Download' })).toBeInTheDocument()
    expect(within(panel()).getByRole('button', { name: 'Share' })).toBeInTheDocument()
    expect(queryClient.getQueryData(currentUserQueryOptions.queryKey)?.credits).toBe(6)
    await waitFor(() => expect(api.callsTo('GET', '/api/auth/me')).toHaveLength(1))
    for (const key of [queryKeys.accountSummary, queryKeys.images.recent]) {
      expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true)
    }
  })

  it('"Create Another" starts a blank card, and the next one gets a new idempotency key', async () => {
    const api = stubCardServer()
    renderWizard({ user: { ...TEST_USER, credits: 100 } })
    const user = userEvent.setup()
    await walkToReview(user)
    await user.click(generateButton())
    await user.click(await screen.findByRole('button', { name: 'Create Another' }))

    expect(stepHeading()).toHaveTextContent("What's the occasion?")
    expect(progressBar()).toHaveAttribute('aria-valuenow', '0')
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled()
    expect(screen.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked)).toHaveLength(0)

    await walkToReview(user)
    await user.click(generateButton())
    await screen.findByRole('button', { name: 'Create Another' })
    const [first, second] = requestsTo(api).map((call) => call.headers.get('Idempotency-Key'))
    expect(second).not.toBe(first)
  })

  it('sends the photo only while "Include my photo" is on', async () => {
    const api = stubCardServer()
    saveInStorage('review', { uploadedImage: PHOTO, includeUploadedImage: true })
    renderWizard({ user: { ...TEST_USER, credits: 100 } })
    const user = userEvent.setup()

    await user.click(await screen.findByRole('button', { name: 'Generate Card' }))
    await screen.findByRole('button', { name: 'Create Another' })
    await user.click(screen.getByRole('button', { name: 'Edit Photo' }))
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await user.click(screen.getByRole('switch', { name: 'Include my photo' }))
    await user.click(generateButton())
    await waitFor(() => expect(requestsTo(api)).toHaveLength(2))

    const [withPhoto, withoutPhoto] = requestsTo(api).map((call) => JSON.parse(call.body ?? ''))
    expect(withPhoto).toMatchObject({ uploadedImage: PHOTO, includeUploadedImage: true })
    expect(withoutPhoto).toMatchObject({ includeUploadedImage: false })
    expect(withoutPhoto).not.toHaveProperty('uploadedImage')
  })

  it('shows the failure with the server\'s message, and "Try Again" retries with the same key', async () => {
    const answers = [
      json({ message: 'The image service is busy. Your credits were refunded.' }, { status: 502 }),
      json(CARD, { status: 201 }),
    ]
    const api = stubCardServer(() => answers.shift()!)
    renderWizard()
    const user = userEvent.setup()
    await walkToReview(user)

    await user.click(generateButton())

    const failure = await within(panel()).findByRole('alert')
    expect(within(failure).getByRole('heading', { name: 'Image Generation Failed' })).toBeInTheDocument()
    expect(failure).toHaveTextContent('The image service is busy. Your credits were refunded.')
    expect(screen.getByText('Generation Failed')).toBeInTheDocument()

    await user.click(within(failure).getByRole('button', { name: 'Try Again' }))

    expect(await screen.findByText('Card Generated!')).toBeInTheDocument()
    const [first, retry] = requestsTo(api).map((call) => call.headers.get('Idempotency-Key'))
    expect(retry).toBe(first)
  })

  it('uses the card wording when the server finds no session or too few credits', async () => {
    const answers = [
      json({ message: 'Please login to generate cards' }, { status: 401 }),
      json({ message: 'Not enough credits' }, { status: 402 }),
    ]
    stubCardServer(() => answers.shift()!)
    renderWizard()
    const user = userEvent.setup()
    await walkToReview(user)

    await user.click(generateButton())
    expect(await screen.findByText('Login Required')).toBeInTheDocument()
    expect(screen.getByText('Please login to generate cards', { selector: 'div' })).toBeInTheDocument()

    await user.click(within(panel()).getByRole('button', { name: 'Try Again' }))
    expect(await screen.findByText('Insufficient Credits')).toBeInTheDocument()
    expect(screen.getByText("You don't have enough credits to generate this card")).toBeInTheDocument()
  })

  it('says "Insufficient Credits" before sending when the balance is below the cost', async () => {
    const api = stubCardServer()
    renderWizard({ user: { ...TEST_USER, credits: 3 } })
    const user = userEvent.setup()
    await walkToReview(user)

    await user.click(generateButton())

    expect(await screen.findByText('Insufficient Credits')).toBeInTheDocument()
    expect(requestsTo(api)).toHaveLength(0)
    await user.click(screen.getByRole('radio', { name: /^Low/ }))
    expect(screen.getByTestId('cost-estimate')).toHaveTextContent('This card costs 1 credit')
    await user.click(generateButton())
    await waitFor(() => expect(requestsTo(api)).toHaveLength(1))
    expect(JSON.parse(requestsTo(api)[0].body ?? '')).toMatchObject({ quality: 'low' })
  })

  it.each([
    ['switched off', { includeText: false, cardText: 'Left behind' }, 'No text on the card'],
    ['on with nothing written', { includeText: true, cardText: '   ' }, 'No message written, so no text on the card'],
  ])('makes a card without text when text is %s', async (_, values, summary) => {
    const api = stubCardServer()
    saveInStorage('review', values)
    renderWizard()
    const user = userEvent.setup()

    expect(await screen.findByText(summary)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Generate Card' }))

    await waitFor(() => expect(requestsTo(api)).toHaveLength(1))
    expect(JSON.parse(requestsTo(api)[0].body ?? '')).toMatchObject({ includeText: false, cardText: '' })
  })

  it('says on the review and beside the card that the offline designer draws nothing of the description', async () => {
    stubCardServer()
    renderWizard()
    const user = userEvent.setup()
    await walkToReview(user)

    const [onReview] = await screen.findAllByRole('note', OFFLINE_NOTICE)
    expect(onReview).toHaveTextContent(
      "This site's built-in designer makes a designed card from your occasion, style and words.",
    )
    expect(within(panel()).queryByRole('note', OFFLINE_NOTICE)).not.toBeInTheDocument()

    await user.click(generateButton())
    await screen.findByText('Card Generated!')

    expect(within(panel()).getByRole('note', OFFLINE_NOTICE)).toBeInTheDocument()
    expect(screen.getAllByRole('note', OFFLINE_NOTICE)).toHaveLength(2)
  })

  it('tells a visitor on the review too', async () => {
    stubCardServer()
    renderWizard({ user: null })
    await walkToReview(userEvent.setup())

    expect(await screen.findByRole('note', OFFLINE_NOTICE)).toBeInTheDocument()
  })

  it('says nothing of an offline designer when a real image model makes the cards', async () => {
    stubCardServer(undefined, { 'GET /api/site': json(SITE_INFO_WITH_IMAGE_MODEL) })
    const { queryClient } = renderWizard()
    const user = userEvent.setup()
    await walkToReview(user)
    await user.click(generateButton())
    await screen.findByText('Card Generated!')

    expect(queryClient.getQueryState(queryKeys.site)?.status).toBe('success')
    expect(screen.queryByRole('note', OFFLINE_NOTICE)).not.toBeInTheDocument()
  })
})
