import { mkdirSync } from 'node:fs'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { expectImageLoaded, newAccount, signUp, generationAnswer } from './support'

// The server runs on its embedded defaults: the built-in renderer makes the images, so every
// screen where a customer describes a picture or gets one back says what it does not draw.

const PROMPT = 'A birthday card with balloons and confetti'
const SCREENSHOT_DIR = 'test-results/screenshots'
const WIDTHS = [375, 1280]

const notice = (scope: Page | Locator) => scope.getByRole('note', { name: 'Offline designer.' })
const imageForm = (page: Page) => page.locator('form', { has: page.getByLabel('Describe your image') })

async function setWidth(page: Page, width: number) {
  await page.setViewportSize({ width, height: width < 768 ? 812 : 800 })
}

/** Checks the label reads in full and fits the screen: a phone must not have to scroll sideways. */
async function expectNoticeShown(page: Page, label: Locator, width: number) {
  await expect(label).toBeVisible()
  await expect(label).toContainText('makes a designed card from your occasion, style and words')
  await expect(label).toContainText("It draws everyday things you name, like a fox, a lake or sunflowers, as simple motifs: art drawn to your description takes an image model.")
  await expect(label).toContainText('docs/providers.md')
  const box = await label.boundingBox()
  if (!box) throw new Error('the notice is not on screen')
  expect(box.x + box.width, 'the notice fits the width').toBeLessThanOrEqual(width)
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'no sideways scrolling').toBeLessThanOrEqual(width)
}

/** A full-page picture from the top (the header is sticky), for people to look at. */
async function screenshot(page: Page, name: string) {
  await page.evaluate(async () => {
    window.scrollTo(0, 0)
    await document.fonts.ready
  })
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png`, fullPage: true })
}

test.beforeAll(() => {
  mkdirSync(SCREENSHOT_DIR, { recursive: true })
})

test('the image form and its result say the offline designer draws nothing of the description', async ({ page }) => {
  await signUp(page, newAccount('offline'))
  await page.goto('/generate')

  await test.step('the form says so at each width before anything is spent', async () => {
    for (const width of WIDTHS) {
      await setWidth(page, width)
      await expectNoticeShown(page, notice(imageForm(page)), width)
    }
  })

  const preview = page.getByRole('region', { name: 'Preview' })

  await test.step('a generated image says so beside the result', async () => {
    await expect(notice(preview)).toHaveCount(0)
    await page.getByLabel('Describe your image').fill(PROMPT)
    await page.getByRole('radio', { name: /^Low/ }).check()
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/images/generate'))
    await page.getByRole('button', { name: 'Generate Image' }).click()
    await generationAnswer(page, await answer)
    await expectImageLoaded(preview.getByRole('img', { name: PROMPT }))
    await expectNoticeShown(page, notice(preview), 1280)
  })

  await test.step('screenshots of the form and the result with their notices', async () => {
    await expect(page.getByText('Image Generated!', { exact: true })).toBeHidden({ timeout: 10_000 })
    for (const width of WIDTHS) {
      await setWidth(page, width)
      await expectNoticeShown(page, notice(imageForm(page)), width)
      await expectNoticeShown(page, notice(preview), width)
      await expectImageLoaded(preview.getByRole('img', { name: PROMPT }))
      await screenshot(page, `offline-designer-generate-${width}`)
    }
  })
})

test("the card wizard's review and its card say the offline designer draws nothing of the description", async ({
  page,
}) => {
  await signUp(page, newAccount('offcard'))
  await page.goto('/create')
  const continueButton = page.getByRole('button', { name: 'Continue' })

  await test.step('walk to the review, with no notice on the way', async () => {
    await page.getByRole('radio', { name: 'Birthday' }).check()
    await continueButton.click()
    await page.getByLabel('Card description').fill('A golden retriever in a party hat, with balloons')
    await continueButton.click()
    await page.getByRole('radio', { name: /^Watercolor/ }).check()
    await continueButton.click()
    await page.getByLabel('Card text').fill('Happy birthday, Sam!')
    await continueButton.click()
    await expect(page.getByRole('heading', { level: 2, name: 'Add a photo' })).toBeVisible()
    await expect(notice(page)).toHaveCount(0)
    await continueButton.click()
    await expect(page.getByRole('heading', { level: 2, name: 'Review your card' })).toBeVisible()
  })

  const panel = page.getByRole('region', { name: 'Your card' })

  await test.step('the review says so above the summary', async () => {
    await expectNoticeShown(page, notice(page), 1280)
    await expect(notice(panel)).toHaveCount(0)
    // The sign-up toast would otherwise cover part of the picture.
    await expect(page.getByText('Account created!', { exact: true })).toBeHidden({ timeout: 10_000 })
    await screenshot(page, 'offline-designer-review-1280')
  })

  await test.step('the finished card says so too', async () => {
    await page.getByRole('radio', { name: /^Low/ }).check()
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/cards/generate'))
    await page.getByRole('button', { name: 'Generate Card' }).click()
    const card = await generationAnswer<{ description: string }>(page, await answer)
    await expectImageLoaded(panel.getByRole('img', { name: card.description }))
    await expectNoticeShown(page, notice(panel), 1280)
  })
})
