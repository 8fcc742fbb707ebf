import { expect, type Locator, type Page } from '@playwright/test'
import { expectNoSidewaysScroll, screenshot } from './customer-polish-helpers'
import { creditCount, expectImageLoaded, generationAnswer, newAccount, signUp } from './support'

/*
 * Revising an image in words: one low-quality image from /generate, opened in the gallery's
 * viewer and revised twice there (the built-in renderer takes colour, light and style
 * instructions), then stepped through its three versions. Each revision is a new image made from
 * the one before; the first is kept. Run at 1280 px by revisions.spec.ts and at 375 px by
 * mobile-revisions.spec.ts.
 */

const PROMPT = 'A lighthouse on a cliff by the sea'
const INSTRUCTIONS = ['Make the sky a sunset', 'Change the colours to autumn']

interface MadeImage {
  id: string
  imageUrl: string
}

async function balance(page: Page): Promise<number> {
  const me = await page.request.get('/api/auth/me')
  expect(me.status()).toBe(200)
  return ((await me.json()) as { credits: number }).credits
}

/** The picture the viewer shows (its only image). */
function shownImage(viewer: Locator): Locator {
  return viewer.getByRole('img').first()
}

function viewerImageId(page: Page): string | null {
  return new URL(page.url()).searchParams.get('image')
}

async function makeAnImage(page: Page): Promise<MadeImage> {
  await page.goto('/generate')
  await page.getByLabel('Describe your image').fill(PROMPT)
  await page.getByRole('radio', { name: /^Low/ }).check()
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/images/generate'))
  await page.getByRole('button', { name: 'Generate Image' }).click()
  return generationAnswer<MadeImage>(page, await answer)
}

/** Revises the image the viewer shows, at low quality, and waits for the viewer to show the new
 * version (`version` of `version`). Answers the new version's id. */
async function reviseInViewer(page: Page, viewer: Locator, instruction: string, version: number): Promise<string> {
  const before = viewerImageId(page)
  await viewer.getByRole('button', { name: 'Revise', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Revise image' })
  await expect(dialog).toBeVisible()

  const submit = dialog.getByRole('button', { name: /^Revise for/ })
  await expect(submit).toBeDisabled()
  await dialog.getByRole('textbox', { name: 'What should change?' }).fill(instruction)
  await dialog.getByRole('radio', { name: /^Low/ }).check()
  await expect(dialog.getByTestId('cost-estimate')).toContainText('This revision costs 1 credit')
  await expect(submit).toHaveText('Revise for 1 credit')
  await expect(submit).toBeEnabled()
  await expect(submit).toBeInViewport()
  await expectNoSidewaysScroll(page)
  if (version === 2) await screenshot(page, 'revise-dialog')

  const answer = page.waitForResponse(
    (response) => response.request().method() === 'POST' && /\/api\/images\/[^/]+\/revise$/.test(response.url()),
  )
  await submit.click()
  expect([200, 201]).toContain((await answer).status())

  await expect(dialog).toBeHidden({ timeout: 30_000 })
  await expect(viewer.getByRole('navigation', { name: 'Versions' })).toContainText(`Version ${version} of ${version}`)
  await expect(viewer.getByText(`Revised: ${instruction}`, { exact: true })).toBeVisible()
  const after = viewerImageId(page)
  expect(after, 'the viewer shows the new version').not.toBe(before)
  await expectImageLoaded(shownImage(viewer))
  return after!
}

/** Asks for a change the built-in designer cannot make: refused in the dialog, nothing charged. */
async function refusedInViewer(page: Page, viewer: Locator) {
  await viewer.getByRole('button', { name: 'Revise', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Revise image' })
  await dialog.getByRole('textbox', { name: 'What should change?' }).fill('Remove the lighthouse')
  await dialog.getByRole('radio', { name: /^Low/ }).check()
  await dialog.getByRole('button', { name: /^Revise for/ }).click()
  await expect(dialog.getByText(/cannot take things out of a picture/)).toBeVisible()
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
  await expect(viewer.getByRole('navigation', { name: 'Versions' })).toHaveCount(0)
}

/** Steps the viewer once and answers the src of the version it then shows. */
async function step(viewer: Locator, direction: 'Previous' | 'Next', expected: string): Promise<string> {
  const versions = viewer.getByRole('navigation', { name: 'Versions' })
  await versions.getByRole('button', { name: `${direction} version` }).click()
  await expect(versions).toContainText(expected)
  const image = shownImage(viewer)
  await expectImageLoaded(image)
  return (await image.getAttribute('src'))!
}

export async function reviseAnImageTwice(page: Page) {
  await signUp(page, newAccount('revise'))
  const start = await balance(page)
  const original = await makeAnImage(page)

  await page.goto(`/gallery?image=${original.id}`)
  const viewer = page.getByRole('dialog', { name: 'Image details' })
  await expect(viewer).toBeVisible()
  await expectImageLoaded(shownImage(viewer))
  // Never revised: nothing to step through yet.
  await expect(viewer.getByRole('navigation', { name: 'Versions' })).toHaveCount(0)

  await refusedInViewer(page, viewer)
  await reviseInViewer(page, viewer, INSTRUCTIONS[0], 2)
  const newest = await reviseInViewer(page, viewer, INSTRUCTIONS[1], 3)
  await expect(viewer.getByRole('navigation', { name: 'Versions' })).toContainText('Version 3 of 3')
  const third = (await shownImage(viewer).getAttribute('src'))!

  // Back to the original, then forward to the newest again.
  const second = await step(viewer, 'Previous', 'Version 2 of 3')
  await expect(viewer.getByText(`Revised: ${INSTRUCTIONS[0]}`, { exact: true })).toBeVisible()
  const first = await step(viewer, 'Previous', 'Version 1 of 3')
  expect(first).toBe(original.imageUrl)
  expect(viewerImageId(page)).toBe(original.id)
  await expect(viewer.getByText(/^Revised:/)).toHaveCount(0)
  await expect(viewer.getByRole('button', { name: 'Previous version' })).toBeDisabled()
  expect(await step(viewer, 'Next', 'Version 2 of 3')).toBe(second)
  expect(await step(viewer, 'Next', 'Version 3 of 3')).toBe(third)
  await expect(viewer.getByRole('button', { name: 'Next version' })).toBeDisabled()
  expect(viewerImageId(page)).toBe(newest)
  expect(new Set([first, second, third]).size, 'each version is its own picture').toBe(3)

  // One image and two revisions at low quality and square size: a credit each.
  await expect(creditCount(page)).toHaveText(String(start - 3))
  expect(await balance(page)).toBe(start - 3)

  await expectNoSidewaysScroll(page)
  await screenshot(page, 'revision-versions')
}
