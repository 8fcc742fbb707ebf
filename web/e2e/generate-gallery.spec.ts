import { mkdirSync, statSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { creditCount, expectImageLoaded, newAccount, signUp, generationAnswer } from './support'

const PROMPT = 'A birthday card with balloons and confetti'
const SCREENSHOT_DIR = 'test-results/screenshots'
const WIDTHS = [375, 1280]

async function generateThroughForm(page: Page, prompt: string): Promise<string> {
  await page.getByLabel('Describe your image').fill(prompt)
  await page.getByRole('radio', { name: /^Low/ }).check()
  await expect(page.getByTestId('cost-estimate')).toContainText('This image costs 1 credit')
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/images/generate'))
  await page.getByRole('button', { name: 'Generate Image' }).click()
  return (await generationAnswer<{ id: string }>(page, await answer)).id
}

test('generate an image, download it, then search, filter, view and delete it in the gallery', async ({ page }) => {
  await signUp(page, newAccount('gen'))
  let imageId = ''

  await test.step('generate a low-quality image for 1 credit', async () => {
    await page.goto('/generate')
    await expect(creditCount(page)).toHaveText('10')
    imageId = await generateThroughForm(page, PROMPT)
    await expect(page.getByText('Image Generated!', { exact: true })).toBeVisible()
    await expectImageLoaded(page.getByRole('region', { name: 'Preview' }).getByRole('img', { name: PROMPT }))
    await expect(creditCount(page)).toHaveText('9')
  })

  await test.step('download it as a named PNG file', async () => {
    const downloading = page.waitForEvent('download')
    await page.getByRole('region', { name: 'Preview' }).getByRole('button', { name: 'Download' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toBe('a-birthday-card-with-balloons-and-confetti.png')
    expect(statSync(await download.path()).size).toBeGreaterThan(1000)
    await expect(page.getByText('Download Started', { exact: true })).toBeVisible()
  })

  const grid = page.getByRole('list', { name: 'Your images' })
  const card = grid.getByRole('listitem').filter({ hasText: PROMPT })
  const noImages = page.getByRole('heading', { name: 'No images found' })

  await test.step('find it in the gallery', async () => {
    await page.goto('/gallery')
    await expect(grid.getByRole('listitem')).toHaveCount(1)
    await expectImageLoaded(card.getByRole('img', { name: PROMPT }))
  })

  await test.step('search for it, and for something that is not there', async () => {
    const search = page.getByPlaceholder('Search images...')
    await search.fill('BALLOONS')
    await expect(card).toBeVisible()
    await search.fill('zebra stripes')
    await expect(noImages).toBeVisible()
    await search.fill('')
    await expect(card).toBeVisible()
  })

  await test.step('filter: a birthday card is a greeting card, not art', async () => {
    await page.getByRole('button', { name: 'Greeting Cards', exact: true }).click()
    await expect(page.getByRole('button', { name: 'Greeting Cards', exact: true })).toHaveAttribute('aria-pressed', 'true')
    await expect(card).toBeVisible()
    await page.getByRole('button', { name: 'Art', exact: true }).click()
    await expect(noImages).toBeVisible()
    await page.getByRole('button', { name: 'All Images', exact: true }).click()
    await expect(card).toBeVisible()
  })

  await test.step('open it from a link in the viewer', async () => {
    await page.goto(`/gallery?image=${imageId}`)
    const viewer = page.getByRole('dialog', { name: 'Image details' })
    await expectImageLoaded(viewer.getByRole('img', { name: PROMPT }))
    for (const detail of ['1024 × 1024 (Square)', 'Low', 'PNG', '1 credit']) {
      await expect(viewer.getByText(detail, { exact: true })).toBeVisible()
    }
  })

  await test.step('open it in a new tab', async () => {
    const viewer = page.getByRole('dialog', { name: 'Image details' })
    const link = viewer.getByRole('link', { name: 'Open in new tab' })
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    const opening = page.waitForEvent('popup')
    await link.click()
    const tab = await opening
    await tab.waitForLoadState()
    expect(tab.url()).toMatch(/\/api\/images\/file\/.+\.png$/)
    const file = await page.request.get(tab.url())
    expect(file.status()).toBe(200)
    expect(file.headers()['content-type']).toBe('image/png')
    await tab.close()
  })

  await test.step('delete it after confirming', async () => {
    await page.getByRole('dialog', { name: 'Image details' }).getByRole('button', { name: 'Delete' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this image?' })
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByText('Image Deleted', { exact: true })).toBeVisible()
    await expect(page).toHaveURL(/\/gallery$/)
    await expect(noImages).toBeVisible()
    await page.reload()
    await expect(noImages).toBeVisible()
    expect((await page.request.get(`/api/images/${imageId}`)).status()).toBe(404)
  })
})

test('the Art filter matches whole words: paintings are art, a party is not', async ({ page }) => {
  await signUp(page, newAccount('art'))
  for (const prompt of ['Birthday party invitation for Sam', 'Three paintings of pears', 'Pop-art poster of a cat']) {
    await generateThroughApi(page, prompt, '1024x1024')
  }
  await page.goto('/gallery')
  const grid = page.getByRole('list', { name: 'Your images' })
  await expect(grid.getByRole('listitem')).toHaveCount(3)
  await page.getByRole('button', { name: 'Art', exact: true }).click()
  await expect(grid.getByRole('listitem').filter({ hasText: 'Birthday party invitation for Sam' })).toHaveCount(0)
  await expect(grid.getByRole('listitem')).toHaveCount(2)
  await expect(grid).toContainText('Three paintings of pears')
  await expect(grid).toContainText('Pop-art poster of a cat')
  await page.getByRole('button', { name: 'Invitations', exact: true }).click()
  await expect(grid.getByRole('listitem')).toHaveCount(1)
  await expect(grid).toContainText('Birthday party invitation for Sam')
})

test('a visitor at /generate is invited to create an account', async ({ page }) => {
  const response = await page.goto('/generate')
  expect(response?.status()).toBe(200)
  expect(await response?.text()).toContain('<meta name="robots" content="index, follow">')
  await expect(page).toHaveTitle('AI Image Generator — create custom images | Cardsmith')
  await expect(page.getByRole('heading', { name: 'Create an Account to Generate Images' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Create an Account' })).toHaveAttribute('href', '/signup?redirect=/generate')
  await expect(page.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login?redirect=/generate')
  await expect(page.getByLabel('Describe your image')).toHaveCount(0)
})

test('a visitor at /gallery is sent to log in first', async ({ page }) => {
  const response = await page.goto('/gallery')
  // A personal page: kept out of search results.
  expect(await response?.text()).toContain('<meta name="robots" content="noindex, nofollow">')
  await expect(page).toHaveURL(/\/login\?redirect=\/gallery$/)
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible()
})

/** Saves full-page pictures at each width, for people to look at. */
async function screenshots(page: Page, name: string, ready: () => Promise<void>) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 768 ? 812 : 800 })
    await ready()
    // The header is sticky: from the top, it is drawn where it belongs.
    await page.evaluate(async () => {
      window.scrollTo(0, 0)
      await document.fonts.ready
    })
    await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}-${width}.png`, fullPage: true })
  }
}

/** Makes an image through the API (quicker than the form) for a fuller gallery. */
async function generateThroughApi(page: Page, prompt: string, size: string) {
  const { csrfToken } = (await (await page.request.get('/api/csrf-token')).json()) as { csrfToken: string }
  const response = await page.request.post('/api/images/generate', {
    headers: { 'CSRF-Token': csrfToken },
    data: { prompt, size, quality: 'low', outputFormat: 'png', style: 'vivid', outputCompression: null, background: null },
  })
  expect(response.status()).toBe(201)
}

test('screenshots of the generator and the gallery', async ({ page }) => {
  mkdirSync(SCREENSHOT_DIR, { recursive: true })
  await signUp(page, newAccount('shots'))
  await page.goto('/generate')
  const prompt = page.getByLabel('Describe your image')
  await screenshots(page, 'generate-empty', () => expect(prompt).toBeVisible())

  await generateThroughApi(page, 'A thank you card with sunflowers in a blue vase', '1024x1536')
  await generateThroughApi(page, 'Wedding invitation with soft roses and gold lettering', '1536x1024')
  await generateThroughApi(page, 'Abstract watercolor art of a mountain lake at dawn', '1024x1024')
  await page.setViewportSize({ width: 1280, height: 800 })
  await generateThroughForm(page, PROMPT)
  const result = page.getByRole('region', { name: 'Preview' }).getByRole('img', { name: PROMPT })
  await expect(page.getByText('Image Generated!', { exact: true })).toBeHidden({ timeout: 10_000 })
  await screenshots(page, 'generate-result', () => expectImageLoaded(result))

  await page.goto('/gallery')
  const grid = page.getByRole('list', { name: 'Your images' })
  await screenshots(page, 'gallery-grid', async () => {
    await expect(grid.getByRole('listitem')).toHaveCount(4)
    for (const image of await grid.getByRole('img').all()) await expectImageLoaded(image)
  })

  await grid.getByRole('button', { name: `View image: ${PROMPT}` }).click()
  const viewer = page.getByRole('dialog', { name: 'Image details' })
  await screenshots(page, 'gallery-viewer', () => expectImageLoaded(viewer.getByRole('img', { name: PROMPT })))
})
