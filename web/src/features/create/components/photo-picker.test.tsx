import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { json } from '@/testing/fetch-stub'
import { pricingWith } from '@/testing/pricing'
import { PHOTO, saveInStorage, stubCardServer } from '../testing/fixtures'
import { continueButton, renderWizard } from '../testing/render-wizard'

/** Opens the wizard on the Image step (a visitor's saved wizard). */
async function renderImageStep() {
  stubCardServer()
  saveInStorage('image')
  renderWizard({ user: null })
  await screen.findByRole('heading', { name: 'Add a photo' })
  // Upload files the picker's accept list would hide, to see the wizard's own checks.
  return userEvent.setup({ applyAccept: false })
}

function pngFile(name = 'photo.png') {
  const bytes = Uint8Array.from(atob(PHOTO.split(',')[1]), (char) => char.charCodeAt(0))
  return new File([bytes], name, { type: 'image/png' })
}

const fileInput = () => screen.getByLabelText('Photo file')
const preview = () => screen.queryByRole('img', { name: 'Your photo' })

function fakeCamera() {
  const track = { stop: vi.fn() }
  const stream = { getTracks: () => [track] } as unknown as MediaStream
  return { track, getUserMedia: vi.fn().mockResolvedValue(stream) }
}

function setMediaDevices(value: Partial<MediaDevices> | undefined) {
  Object.defineProperty(navigator, 'mediaDevices', { value, configurable: true })
}

describe('Photo on the Image step', () => {
  beforeEach(() => {
    localStorage.clear()
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'mediaDevices')
  })

  it('refuses a file that is not an image', async () => {
    const user = await renderImageStep()

    await user.upload(fileInput(), new File(['%PDF-1.7'], 'letter.pdf', { type: 'application/pdf' }))

    expect(await screen.findByText('Invalid file type')).toBeInTheDocument()
    expect(screen.getByText('Please upload an image file (PNG, JPEG, etc.)')).toBeInTheDocument()
    expect(preview()).not.toBeInTheDocument()
  })

  it('refuses a photo over 10 MB', async () => {
    const user = await renderImageStep()
    const big = pngFile('big.png')
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 })

    await user.upload(fileInput(), big)

    expect(await screen.findByText('File too large')).toBeInTheDocument()
    expect(screen.getByText('The image file must be less than 10MB')).toBeInTheDocument()
    expect(preview()).not.toBeInTheDocument()
  })

  it('says when a file cannot be read', async () => {
    const user = await renderImageStep()

    // A GIF is redrawn as JPEG first, which needs image decoding that this browser lacks.
    await user.upload(fileInput(), new File(['GIF89a'], 'party.gif', { type: 'image/gif' }))

    expect(await screen.findByText('Error reading file')).toBeInTheDocument()
    expect(preview()).not.toBeInTheDocument()
  })

  it('shows an uploaded photo, offers it on the review, and removes it', async () => {
    const user = await renderImageStep()

    await user.upload(fileInput(), pngFile())

    await waitFor(() => expect(preview()).toHaveAttribute('src', PHOTO))
    await user.click(continueButton())
    expect(screen.getByRole('img', { name: 'Your photo' })).toHaveAttribute('src', PHOTO)
    expect(screen.getByRole('switch', { name: 'Include my photo' })).toBeChecked()

    await user.click(screen.getByRole('button', { name: 'Back' }))
    await user.click(screen.getByRole('button', { name: 'Remove Photo' }))
    expect(preview()).not.toBeInTheDocument()
    await user.click(continueButton())
    expect(screen.getByText('No photo')).toBeInTheDocument()
    expect(screen.queryByRole('switch', { name: 'Include my photo' })).not.toBeInTheDocument()
  })

  it('warns on the review when the image model may change the faces in the photo', async () => {
    for (const keepsFaces of [true, false]) {
      stubCardServer(undefined, { 'GET /api/pricing': json(pricingWith({ keepsFaces })) })
      saveInStorage('image')
      const { unmount } = renderWizard({ user: null })
      await screen.findByRole('heading', { name: 'Add a photo' })
      const user = userEvent.setup()
      await user.upload(fileInput(), pngFile())
      await waitFor(() => expect(preview()).toHaveAttribute('src', PHOTO))
      await user.click(continueButton())

      const toggle = screen.getByRole('switch', { name: 'Include my photo' })
      const warning = /may change the faces in your photo/
      if (keepsFaces) expect(toggle).not.toHaveAccessibleDescription(warning)
      else expect(toggle).toHaveAccessibleDescription(warning)
      unmount()
      localStorage.clear()
    }
  })

  it('says the camera is unavailable when the browser has no camera API', async () => {
    const user = await renderImageStep()
    setMediaDevices(undefined)

    await user.click(screen.getByRole('button', { name: 'Take a Photo' }))

    expect(await screen.findByText('Camera unavailable')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('says why when camera access is refused', async () => {
    const user = await renderImageStep()
    setMediaDevices({ getUserMedia: vi.fn().mockRejectedValue(new DOMException('Denied', 'NotAllowedError')) })

    await user.click(screen.getByRole('button', { name: 'Take a Photo' }))

    // Radix announces a toast again in a screen-reader copy once it has been shown a moment,
    // so on a slow run the words can stand twice.
    expect((await screen.findAllByText('Camera unavailable'))[0]).toBeInTheDocument()
    expect(screen.getAllByText(/Camera access was not allowed/)[0]).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Take a Photo' })).not.toBeInTheDocument())
  })

  it('takes a photo with the camera, then switches the camera off', async () => {
    const user = await renderImageStep()
    const camera = fakeCamera()
    setMediaDevices({ getUserMedia: camera.getUserMedia })
    const context = { fillStyle: '', fillRect: vi.fn(), drawImage: vi.fn() }
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as unknown as CanvasRenderingContext2D)
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/jpeg;base64,c25hcA==')

    await user.click(screen.getByRole('button', { name: 'Take a Photo' }))
    const dialog = await screen.findByRole('dialog', { name: 'Take a Photo' })
    expect(camera.getUserMedia).toHaveBeenCalledWith(expect.objectContaining({ audio: false }))
    expect(screen.getByRole('button', { name: 'Capture' })).toBeDisabled()
    fireEvent.loadedMetadata(screen.getByLabelText('Camera preview'))

    await user.click(screen.getByRole('button', { name: 'Capture' }))
    expect(screen.getByRole('img', { name: 'The photo you took' })).toHaveAttribute('src', 'data:image/jpeg;base64,c25hcA==')
    await user.click(screen.getByRole('button', { name: 'Retake' }))
    expect(screen.queryByRole('img', { name: 'The photo you took' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Capture' }))
    await user.click(screen.getByRole('button', { name: 'Use photo' }))

    await waitFor(() => expect(dialog).not.toBeInTheDocument())
    expect(preview()).toHaveAttribute('src', 'data:image/jpeg;base64,c25hcA==')
    expect(camera.track.stop).toHaveBeenCalled()
  })

  it('switches the camera off when the dialog is closed', async () => {
    const user = await renderImageStep()
    const camera = fakeCamera()
    setMediaDevices({ getUserMedia: camera.getUserMedia })

    await user.click(screen.getByRole('button', { name: 'Take a Photo' }))
    await screen.findByLabelText('Camera preview')
    await waitFor(() => expect(camera.getUserMedia).toHaveBeenCalled())
    await user.click(screen.getByRole('button', { name: 'Close' }))

    await waitFor(() => expect(camera.track.stop).toHaveBeenCalled())
    expect(preview()).not.toBeInTheDocument()
  })
})
