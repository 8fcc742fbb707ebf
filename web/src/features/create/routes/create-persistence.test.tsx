import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { TEST_USER } from '@/testing/render'
import { PHOTO, saveInStorage, savedInStorage, stubCardServer } from '../testing/fixtures'
import { continueButton, progressBar, renderWizard, stepHeading, walkToReview } from '../testing/render-wizard'
import { WIZARD_STORAGE_KEY } from '../utils/saved-wizard'

const location = () => screen.getByTestId('location')

describe('Card wizard persistence', () => {
  beforeEach(() => {
    localStorage.clear()
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })

  it('saves nothing while a visitor walks the steps, then everything on "Sign Up & Generate"', async () => {
    stubCardServer()
    renderWizard({ user: null })
    const user = userEvent.setup()

    await walkToReview(user)
    await user.click(screen.getByRole('radio', { name: /^Portrait/ }))
    await user.click(screen.getByRole('radio', { name: /^High/ }))
    expect(screen.queryByRole('button', { name: 'Generate Card' })).not.toBeInTheDocument()
    expect(savedInStorage()).toBeNull()

    const signUp = screen.getByRole('link', { name: 'Sign Up & Generate' })
    expect(signUp).toHaveAttribute('href', '/signup?from=signup&redirect=/create')
    await user.click(signUp)

    expect(location()).toHaveTextContent('/signup?from=signup&redirect=/create')
    expect(savedInStorage()).toEqual({
      currentStep: 'review',
      selectedCategory: 'birthday',
      selectedStyle: 'watercolor',
      description: 'A golden retriever in a party hat',
      includeText: true,
      cardText: 'Happy birthday, Sam!',
      progress: 100,
      imageQuality: 'high',
      imageSize: '1024x1536',
      uploadedImage: null,
      includeUploadedImage: true,
    })
  })

  it('saves on "Login & Generate" too', async () => {
    stubCardServer()
    renderWizard({ user: null })
    const user = userEvent.setup()

    await walkToReview(user)
    const logIn = screen.getByRole('link', { name: 'Login & Generate' })
    expect(logIn).toHaveAttribute('href', '/login?from=login&redirect=/create')
    await user.click(logIn)

    expect(location()).toHaveTextContent('/login?from=login&redirect=/create')
    expect(savedInStorage()).toMatchObject({
      currentStep: 'review',
      selectedCategory: 'birthday',
      selectedStyle: 'watercolor',
    })
  })

  it('saves without the photo when storage is too full for it, and asks for the photo after the restore', async () => {
    stubCardServer()
    // A visitor whose wizard holds a photo (restored here from an earlier save that still fit).
    saveInStorage('review', { uploadedImage: PHOTO })
    const setItem = Storage.prototype.setItem
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string, value: string) {
      if (value.includes(PHOTO)) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      setItem.call(this, key, value)
    })
    const first = renderWizard({ user: null })
    const user = userEvent.setup()
    expect(await screen.findByRole('img', { name: 'Your photo' })).toHaveAttribute('src', PHOTO)

    await user.click(screen.getByRole('link', { name: 'Sign Up & Generate' }))
    expect(savedInStorage()).toMatchObject({ uploadedImage: null, photoLeftOut: true, selectedCategory: 'birthday' })
    first.unmount()

    renderWizard({ user: TEST_USER, url: '/create?from=signup' })
    expect(await screen.findByText('Please add your photo again.')).toBeInTheDocument()
    expect(screen.queryByRole('img', { name: 'Your photo' })).not.toBeInTheDocument()
  })

  it('restores a visitor at the step they left, and keeps the saved copy until they sign in', async () => {
    stubCardServer()
    saveInStorage('review', { cardText: 'Happy 30th, Sam!' })
    renderWizard({ user: null })

    expect(await screen.findByRole('heading', { name: 'Review your card' })).toBeInTheDocument()
    expect(progressBar()).toHaveAttribute('aria-valuenow', '100')
    expect(screen.getByText('Happy 30th, Sam!')).toBeInTheDocument()
    expect(screen.queryByText('Welcome back!')).not.toBeInTheDocument()
    expect(savedInStorage()).not.toBeNull()
  })

  it('"Start over" on a restored review clears the answers and the saved copy', async () => {
    stubCardServer()
    saveInStorage('review')
    renderWizard({ user: null })
    const user = userEvent.setup()

    await user.click(await screen.findByRole('button', { name: 'Start over' }))

    expect(stepHeading()).toHaveTextContent("What's the occasion?")
    expect(continueButton()).toBeDisabled()
    expect(savedInStorage()).toBeNull()
  })

  it('welcomes a user back from signup at the review, drops ?from and the saved copy', async () => {
    stubCardServer()
    saveInStorage('review', { uploadedImage: PHOTO, includeUploadedImage: false })
    const { router } = renderWizard({ user: TEST_USER, url: '/create?from=signup', strictMode: true })

    expect(await screen.findByText('Welcome back!')).toBeInTheDocument()
    expect(screen.getByText('Your card creation has been restored.')).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.search).toBe(''))
    expect(router.state.location.pathname).toBe('/create')
    expect(localStorage.getItem(WIZARD_STORAGE_KEY)).toBeNull()

    expect(stepHeading()).toHaveTextContent('Review your card')
    expect(screen.getByText('Birthday')).toBeInTheDocument()
    expect(screen.getByText('Watercolor')).toBeInTheDocument()
    expect(screen.getByText('A golden retriever in a party hat')).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Your photo' })).toHaveAttribute('src', PHOTO)
    expect(screen.getByRole('switch', { name: 'Include my photo' })).not.toBeChecked()
    expect(screen.getByRole('button', { name: 'Generate Card' })).toBeEnabled()
  })

  it('drops ?from=login even with nothing saved', async () => {
    stubCardServer()
    const { router } = renderWizard({ user: TEST_USER, url: '/create?from=login' })

    expect(await screen.findByRole('heading', { name: "What's the occasion?" })).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.search).toBe(''))
    expect(screen.queryByText('Welcome back!')).not.toBeInTheDocument()
  })

  it.each([
    ['text that is not JSON', '{"currentStep": "review"'],
    ['an unknown category', JSON.stringify({ currentStep: 'style', selectedCategory: 'halloween' })],
    [
      'a review without a style',
      JSON.stringify({
        currentStep: 'review',
        selectedCategory: 'birthday',
        selectedStyle: null,
        description: '',
        includeText: false,
        cardText: '',
        progress: 100,
        imageQuality: 'medium',
        imageSize: '1024x1024',
        uploadedImage: null,
        includeUploadedImage: true,
      }),
    ],
  ])('ignores and removes a corrupt saved wizard (%s)', async (_, saved) => {
    stubCardServer()
    localStorage.setItem(WIZARD_STORAGE_KEY, saved)
    renderWizard({ user: TEST_USER, url: '/create?from=signup' })

    expect(await screen.findByRole('heading', { name: "What's the occasion?" })).toBeInTheDocument()
    expect(progressBar()).toHaveAttribute('aria-valuenow', '0')
    expect(continueButton()).toBeDisabled()
    expect(localStorage.getItem(WIZARD_STORAGE_KEY)).toBeNull()
    expect(screen.queryByText('Welcome back!')).not.toBeInTheDocument()
  })
})
