import { expect, test, type Page } from '@playwright/test'
import { creditCount, expectImageLoaded, newAccount, submitSignUpForm, generationAnswer } from './support'

const STORAGE_KEY = 'cardsmith-card-wizard'
const DESCRIPTION = 'A golden retriever in a party hat, with balloons'
const CARD_TEXT = 'Happy birthday, Sam!'
/** A 1×1 PNG: the smallest photo the server takes. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

const progress = (page: Page) => page.getByRole('progressbar', { name: 'Card progress' })
const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue' })
const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name })
const savedWizard = (page: Page) => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)

test('a visitor designs a card, signs up on the way, and generates it', async ({ page }) => {
  const account = newAccount('card')

  await test.step('Category: Continue waits for an occasion', async () => {
    await page.goto('/create')
    await expect(page.getByRole('heading', { level: 1, name: 'AI-Powered Card Creation' })).toBeVisible()
    await expect(stepHeading(page, "What's the occasion?")).toBeVisible()
    await expect(progress(page)).toHaveAttribute('aria-valuenow', '0')
    await expect(continueButton(page)).toBeDisabled()
    await page.getByRole('radio', { name: 'Birthday' }).check()
    await expect(continueButton(page)).toBeEnabled()
    await continueButton(page).click()
  })

  await test.step('Description', async () => {
    await expect(stepHeading(page, 'Describe your card')).toBeVisible()
    await expect(progress(page)).toHaveAttribute('aria-valuenow', '20')
    await page.getByLabel('Card description').fill(DESCRIPTION)
    await continueButton(page).click()
  })

  await test.step('Style: Continue waits for a style', async () => {
    await expect(stepHeading(page, 'Pick an art style')).toBeVisible()
    await expect(progress(page)).toHaveAttribute('aria-valuenow', '40')
    await expect(continueButton(page)).toBeDisabled()
    await page.getByRole('radio', { name: /^Watercolor/ }).check()
    await expect(continueButton(page)).toBeEnabled()
    await continueButton(page).click()
  })

  await test.step('Text', async () => {
    await expect(stepHeading(page, 'Add a message')).toBeVisible()
    await expect(progress(page)).toHaveAttribute('aria-valuenow', '60')
    await expect(page.getByRole('switch', { name: 'Include text on the card' })).toHaveAttribute('aria-checked', 'true')
    await page.getByLabel('Card text').fill(CARD_TEXT)
    await continueButton(page).click()
  })

  await test.step('Image: a photo from a file', async () => {
    await expect(stepHeading(page, 'Add a photo')).toBeVisible()
    await expect(progress(page)).toHaveAttribute('aria-valuenow', '80')
    await page.getByLabel('Photo file').setInputFiles({ name: 'sam.png', mimeType: 'image/png', buffer: PHOTO })
    await expect(page.getByRole('img', { name: 'Your photo' })).toBeVisible()
    await continueButton(page).click()
  })

  await test.step('Review: a visitor is asked to sign up or log in, and nothing is saved yet', async () => {
    await expect(stepHeading(page, 'Review your card')).toBeVisible()
    await expect(progress(page)).toHaveAttribute('aria-valuenow', '100')
    await expect(continueButton(page)).toHaveCount(0)
    await page.getByRole('radio', { name: /^Low/ }).check()
    await expect(page.getByTestId('cost-estimate')).toContainText('This card costs 1 credit')
    await expect(page.getByRole('button', { name: 'Generate Card' })).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Login & Generate' })).toHaveAttribute(
      'href',
      '/login?from=login&redirect=/create',
    )
    expect(await savedWizard(page)).toBeNull()
  })

  await test.step('Sign Up & Generate saves the card and opens signup', async () => {
    await page.getByRole('link', { name: 'Sign Up & Generate' }).click()
    await expect(page).toHaveURL(/\/signup\?from=signup&redirect=\/create$/)
    const saved = JSON.parse((await savedWizard(page)) ?? 'null') as Record<string, unknown>
    expect(saved).toMatchObject({
      currentStep: 'review',
      selectedCategory: 'birthday',
      selectedStyle: 'watercolor',
      description: DESCRIPTION,
      includeText: true,
      cardText: CARD_TEXT,
      progress: 100,
      imageQuality: 'low',
      imageSize: '1024x1024',
      includeUploadedImage: true,
    })
    expect(saved.uploadedImage).toMatch(/^data:image\/png;base64,/)
  })

  await test.step('sign up and land back on the review with everything restored', async () => {
    await submitSignUpForm(page, account)
    await expect(page).toHaveURL(/\/create$/)
    await expect(page.getByText('Welcome back!', { exact: true })).toBeVisible()
    await expect(page.getByText('Your card creation has been restored.', { exact: true })).toBeVisible()
    await expect(stepHeading(page, 'Review your card')).toBeVisible()
    await expect(progress(page)).toHaveAttribute('aria-valuenow', '100')
    const summary = page.locator('dl')
    for (const answer of ['Birthday', DESCRIPTION, 'Watercolor', CARD_TEXT]) {
      await expect(summary.getByText(answer, { exact: true })).toBeVisible()
    }
    await expect(summary.getByRole('img', { name: 'Your photo' })).toBeVisible()
    await expect(page.getByRole('switch', { name: 'Include my photo' })).toHaveAttribute('aria-checked', 'true')
    await expect(page.getByRole('radio', { name: /^Low/ })).toBeChecked()
    await expect(page.getByRole('radio', { name: /^Square/ })).toBeChecked()
    await expect(creditCount(page)).toHaveText('10')
    // The hand-over is done: a later visit starts afresh.
    expect(await savedWizard(page)).toBeNull()
  })

  await test.step('Generate Card: the card shows and the credits go down', async () => {
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/cards/generate'))
    await page.getByRole('button', { name: 'Generate Card' }).click()
    const response = await answer
    expect(response.request().headers()['idempotency-key']).toMatch(/^[0-9a-f]{32}$/)
    const card = await generationAnswer<{ description: string }>(page, response)
    await expect(page.getByText('Card Generated!', { exact: true })).toBeVisible()
    const panel = page.getByRole('region', { name: 'Your card' })
    await expectImageLoaded(panel.getByRole('img', { name: card.description }))
    await expect(panel.getByRole('button', { name: 'Download' })).toBeVisible()
    await expect(panel.getByRole('button', { name: 'Share' })).toBeVisible()
    await expect(creditCount(page)).toHaveText('9')
  })

  await test.step('Create Another starts a blank card', async () => {
    await page.getByRole('button', { name: 'Create Another' }).click()
    await expect(stepHeading(page, "What's the occasion?")).toBeVisible()
    await expect(progress(page)).toHaveAttribute('aria-valuenow', '0')
    await expect(continueButton(page)).toBeDisabled()
  })
})

test('a corrupt saved wizard is ignored and removed', async ({ page }) => {
  for (const corrupt of ['{"currentStep":"review","selectedCategory":', JSON.stringify({ currentStep: 'review' })]) {
    // Storage belongs to the site's origin: open a page of it before writing.
    await page.goto('/create')
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEY, corrupt])

    await page.goto('/create?from=signup')

    await expect(stepHeading(page, "What's the occasion?")).toBeVisible()
    await expect(progress(page)).toHaveAttribute('aria-valuenow', '0')
    await expect(continueButton(page)).toBeDisabled()
    await expect(page).toHaveURL(/\/create$/)
    expect(await savedWizard(page)).toBeNull()
    await expect(page.getByText('Welcome back!', { exact: true })).toHaveCount(0)
  }
})
