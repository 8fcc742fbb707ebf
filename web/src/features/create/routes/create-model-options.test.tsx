import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { ImageOptions } from '@/lib/pricing'
import { json } from '@/testing/fetch-stub'
import { pricingWith } from '@/testing/pricing'
import { TEST_USER } from '@/testing/render'
import { CARD, PHOTO, saveInStorage, stubCardServer } from '../testing/fixtures'
import { progressBar, renderWizard, stepHeading, walkToReview } from '../testing/render-wizard'

const UNAVAILABLE = 'Photo cards are not available with the image model in use.'

/** The wizard's calls, with an image model that offers only `options` of what the wizard has. */
function stubWithOptions(options: Partial<ImageOptions>) {
  return stubCardServer(json(CARD, { status: 201 }), { 'GET /api/pricing': json(pricingWith(options)) })
}

const valuesIn = (group: string) =>
  within(screen.getByRole('group', { name: group }))
    .getAllByRole('radio')
    .map((input) => input.getAttribute('value'))

describe('The wizard with the image model in use', () => {
  beforeEach(() => {
    localStorage.clear()
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })

  it('says photo cards are not available in place of the upload, still in six steps', async () => {
    stubWithOptions({ photo: false })
    renderWizard()
    const user = userEvent.setup()
    await walkToReview(user)

    expect(screen.queryByRole('switch', { name: 'Include my photo' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Edit Photo' }))

    expect(stepHeading()).toHaveTextContent('Add a photo')
    expect(progressBar()).toHaveAttribute('aria-valuenow', '80')
    expect(screen.getByText(UNAVAILABLE)).toBeInTheDocument()
    expect(screen.queryByLabelText('Photo file')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Upload a Photo' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Take a Photo' })).not.toBeInTheDocument()
  })

  it('never sends a photo the model cannot build on, even one restored from before', async () => {
    const api = stubWithOptions({ photo: false })
    saveInStorage('review', { uploadedImage: PHOTO, includeUploadedImage: true })
    renderWizard({ user: { ...TEST_USER, credits: 100 } })
    const user = userEvent.setup()

    await user.click(await screen.findByRole('button', { name: 'Generate Card' }))

    expect(screen.queryByRole('switch', { name: 'Include my photo' })).not.toBeInTheDocument()
    expect(screen.queryByRole('img', { name: 'Your photo' })).not.toBeInTheDocument()
    expect(screen.getByText(UNAVAILABLE)).toBeInTheDocument()
    await waitFor(() => expect(api.callsTo('POST', '/api/cards/generate')).toHaveLength(1))
    const [request] = api.callsTo('POST', '/api/cards/generate')
    expect(JSON.parse(request.body ?? '')).toMatchObject({ includeUploadedImage: false })
    expect(JSON.parse(request.body ?? '')).not.toHaveProperty('uploadedImage')
  })

  it('offers only the sizes and qualities the model takes; a restored one it lacks becomes the default', async () => {
    stubWithOptions({ sizes: ['1024x1024', '1536x1024'], qualities: ['medium', 'high'] })
    saveInStorage('review', { quality: 'low', size: '1024x1536' })
    renderWizard()

    await screen.findByRole('heading', { name: 'Review your card' })
    expect(valuesIn('Size')).toEqual(['1024x1024', '1536x1024'])
    expect(valuesIn('Quality')).toEqual(['medium', 'high'])
    expect(screen.getByRole('radio', { name: /^Square/ })).toBeChecked()
    expect(screen.getByRole('radio', { name: /^Medium/ })).toBeChecked()
    expect(screen.getByTestId('cost-estimate')).toHaveTextContent('This card costs 4 credits')
  })
})
