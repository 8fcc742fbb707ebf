import { expect, test, type Page } from '@playwright/test'
import { expectImageLoaded, newAccount, signUp } from './support'

const PROMPT = 'A lighthouse on a cliff at dawn'
const SCREENSHOT_DIR = 'test-results/screenshots'

async function generateImage(page: Page, prompt: string) {
  await page.goto('/generate')
  await page.getByLabel('Describe your image').fill(prompt)
  await page.getByRole('radio', { name: /^Low/ }).check()
  await page.getByRole('button', { name: 'Generate Image' }).click()
  await expect(page.getByText('Image Generated!', { exact: true })).toBeVisible()
}

test('a shared image has a page of its own with its preview, until its maker turns sharing off', async ({
  page,
  browser,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await signUp(page, newAccount('sharer'))
  await generateImage(page, PROMPT)

  let link = ''
  await test.step('Share gives the image a page and copies its link', async () => {
    await page.getByRole('region', { name: 'Preview' }).getByRole('button', { name: 'Share' }).click()
    await expect(page.getByText('Share Link Ready', { exact: true })).toBeVisible()
    link = await page.evaluate(() => navigator.clipboard.readText())
    expect(link).toMatch(/\/s\/[\w-]{43}$/)
  })

  const visitorContext = await browser.newContext()
  const visitor = await visitorContext.newPage()
  await test.step('anyone with the link sees the image, its words and the way to make their own', async () => {
    await visitor.goto(link)
    await expect(visitor.getByRole('heading', { name: 'Image', exact: true })).toBeVisible()
    await expectImageLoaded(visitor.getByRole('img', { name: PROMPT }))
    await expect(visitor.getByRole('link', { name: 'Make your own image' })).toHaveAttribute('href', '/generate')
    await expect(visitor).toHaveTitle('Image | Cardsmith')
    // What a link preview reads: the server's HTML, before any script runs.
    const html = await (await visitor.request.get(link)).text()
    expect(html).toMatch(/<meta property="og:image" content="http[^"]*\/api\/s\/[\w-]{43}\/image">/)
    expect(html).toContain(`<meta property="og:description" content="${PROMPT}">`)
    // Never the raw file: turning sharing off must close every way in.
    expect(await visitor.getByRole('img', { name: PROMPT }).getAttribute('src')).toMatch(/^\/api\/s\//)
    for (const width of [1280, 375]) {
      await visitor.setViewportSize({ width, height: width === 375 ? 812 : 800 })
      await visitor.screenshot({ path: `${SCREENSHOT_DIR}/share-page-${width}.png`, fullPage: true })
    }
  })

  await test.step('Stop sharing in the gallery closes the page', async () => {
    await page.goto('/gallery')
    await page.getByRole('button', { name: `View image: ${PROMPT}` }).click()
    const viewer = page.getByRole('dialog')
    await viewer.getByRole('button', { name: 'Stop sharing' }).click()
    await expect(page.getByText('Sharing turned off', { exact: true })).toBeVisible()
    await expect(viewer.getByRole('button', { name: 'Stop sharing' })).toBeHidden()

    await visitor.reload()
    await expect(visitor.getByRole('heading', { name: 'This image is no longer shared' })).toBeVisible()
    await expect(visitor.getByRole('img', { name: PROMPT })).toHaveCount(0)
  })
  await visitorContext.close()
})

test('the name chosen at sign-up is who the cards come from', async ({ page }) => {
  await signUp(page, { ...newAccount('named'), displayName: 'Maya Lin' })
  await generateImage(page, 'Sunflowers in a blue jug')
  await page.getByRole('region', { name: 'Preview' }).getByRole('button', { name: /^Send/ }).click()
  await expect(page.getByRole('dialog').getByLabel('From')).toHaveValue('Maya Lin')
})
