import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { renderRoute, TEST_USER } from '@/testing/render'
import type { User } from '@/lib/auth'
import { stubGeneratorServer } from '../testing/fixtures'
import { GenerateRoute } from './generate'

function renderGenerate(user: User | null = TEST_USER, url = '/generate') {
  return renderRoute({ path: '/generate', element: <GenerateRoute />, url, user })
}

const radio = (name: RegExp) => screen.getByRole('radio', { name })
const estimate = () => screen.getByTestId('cost-estimate')

describe('Generate screen', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })

  it('asks visitors to create an account or log in', () => {
    const api = stubGeneratorServer()
    renderGenerate(null)

    expect(screen.getByRole('heading', { name: 'Create an Account to Generate Images' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Create an Account' })).toHaveAttribute('href', '/signup?redirect=/generate')
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login?redirect=/generate')
    expect(screen.queryByLabelText('Describe your image')).not.toBeInTheDocument()
    expect(api.callsTo('GET', '/api/pricing')).toHaveLength(0)
  })

  it('starts with a prompt handed over in the link (from the prompt ideas page)', async () => {
    stubGeneratorServer()
    renderGenerate(TEST_USER, '/generate?prompt=A%20red%20fox%20in%20the%20snow%2C%20watercolor')

    expect(await screen.findByLabelText('Describe your image')).toHaveValue('A red fox in the snow, watercolor')
  })

  it('keeps a handed-over prompt in the sign-in links for visitors', () => {
    stubGeneratorServer()
    renderGenerate(null, '/generate?prompt=A%20fox')

    expect(screen.getByRole('link', { name: 'Log In' }).getAttribute('href')).toContain('prompt')
  })

  it('starts from the server defaults, with a link to the card wizard', async () => {
    stubGeneratorServer()
    renderGenerate()

    expect(await screen.findByLabelText('Describe your image')).toHaveValue('')
    expect(radio(/^Square/)).toBeChecked()
    expect(radio(/^Medium/)).toBeChecked()
    expect(radio(/^PNG/)).toBeChecked()
    expect(radio(/^Vivid/)).toBeChecked()
    expect(screen.queryByRole('slider', { name: 'Compression' })).not.toBeInTheDocument()
    expect(screen.getByRole('switch', { name: 'Transparent background' })).not.toBeChecked()
    expect(screen.getByRole('link', { name: /Create a greeting card instead/ })).toHaveAttribute('href', '/create')
    expect(estimate()).toHaveTextContent('This image costs 4 credits')
    expect(estimate()).toHaveTextContent('Your balance: 10')
  })

  it('offers compression only for jpeg and webp, and transparency only for png and webp', async () => {
    stubGeneratorServer()
    renderGenerate()
    const user = userEvent.setup()
    await screen.findByLabelText('Describe your image')

    await user.click(screen.getByRole('switch', { name: 'Transparent background' }))
    expect(screen.getByRole('switch', { name: 'Transparent background' })).toBeChecked()

    await user.click(radio(/^JPEG/))
    const slider = screen.getByRole('slider', { name: 'Compression' })
    expect(slider).toHaveValue('80')
    expect(screen.queryByRole('switch', { name: 'Transparent background' })).not.toBeInTheDocument()

    // Moving the slider, then picking another format, starts that format at 80 again.
    fireEvent.change(slider, { target: { value: '55' } })
    expect(slider).toHaveValue('55')
    expect(screen.getByText('55%')).toBeInTheDocument()

    await user.click(radio(/^WebP/))
    expect(screen.getByRole('slider', { name: 'Compression' })).toHaveValue('80')
    // Choosing jpeg cleared the transparent background.
    expect(screen.getByRole('switch', { name: 'Transparent background' })).not.toBeChecked()

    await user.click(radio(/^PNG/))
    expect(screen.queryByRole('slider', { name: 'Compression' })).not.toBeInTheDocument()
    expect(screen.getByRole('switch', { name: 'Transparent background' })).toBeInTheDocument()
  })

  it('prices the image from the quality and size chosen', async () => {
    stubGeneratorServer()
    renderGenerate()
    const user = userEvent.setup()
    await screen.findByLabelText('Describe your image')

    await user.click(radio(/^Low/))
    expect(estimate()).toHaveTextContent('This image costs 1 credit')
    await user.click(radio(/^Portrait/))
    expect(estimate()).toHaveTextContent('This image costs 1.5 credits')
    await user.click(radio(/^High/))
    expect(estimate()).toHaveTextContent('This image costs 23 credits')
    // Each quality shows its price for the chosen size.
    expect(radio(/^Medium/)).toHaveAccessibleName(/6 credits/)
    await user.click(radio(/^Square/))
    expect(radio(/^High/)).toHaveAccessibleName(/15 credits/)
  })

  it('checks the description before sending anything', async () => {
    const api = stubGeneratorServer()
    renderGenerate()
    const user = userEvent.setup()

    await user.type(await screen.findByLabelText('Describe your image'), '  too short  ')
    await user.click(screen.getByRole('button', { name: 'Generate Image' }))

    expect(await screen.findByText('Description must be at least 10 characters')).toBeInTheDocument()
    expect(screen.getByLabelText('Describe your image')).toHaveAttribute('aria-invalid', 'true')
    expect(api.callsTo('POST', '/api/images/generate')).toHaveLength(0)
  })

  it('stops with "Insufficient Credits" when the balance is below the cost', async () => {
    const api = stubGeneratorServer()
    renderGenerate({ ...TEST_USER, credits: 1.5 })
    const user = userEvent.setup()

    await user.type(await screen.findByLabelText('Describe your image'), 'A birthday card with balloons')
    expect(estimate()).toHaveTextContent('This image costs 4 credits')
    expect(screen.getByRole('link', { name: 'Buy Credits' })).toHaveAttribute('href', '/purchase')
    await user.click(screen.getByRole('button', { name: 'Generate Image' }))

    expect(await screen.findByText('Insufficient Credits')).toBeInTheDocument()
    expect(screen.getByText("You don't have enough credits to generate this image")).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/images/generate')).toHaveLength(0)

    // Low quality fits the balance.
    await user.click(radio(/^Low/))
    expect(screen.queryByRole('link', { name: 'Buy Credits' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Generate Image' }))
    await waitFor(() => expect(api.callsTo('POST', '/api/images/generate')).toHaveLength(1))
  })
})
