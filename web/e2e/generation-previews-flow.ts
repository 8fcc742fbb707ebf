import { expect, type Page } from '@playwright/test'
import { generationAnswer, newAccount, signUp } from './support'

/*
 * The built-in renderer streams previews of the picture so far (after its scenery, after its
 * subject) before the finished image. The page records each preview <img> the moment it is put
 * in, and when the result appears, so the order is checked however fast the renderer is.
 * Run at 1280 px by generation-previews.spec.ts and at 375 px by mobile-generation-previews.spec.ts.
 */

interface Seen {
  previews: { index: string; at: number }[]
  resultAt: number | null
}

async function recordPreviews(page: Page, resultName: string) {
  await page.addInitScript((name) => {
    const seen: Seen = { previews: [], resultAt: null }
    ;(window as unknown as { __seen: Seen }).__seen = seen
    new MutationObserver(() => {
      for (const img of Array.from(document.querySelectorAll<HTMLImageElement>('img[data-preview-index]'))) {
        const index = img.dataset.previewIndex ?? ''
        if (!seen.previews.some((p) => p.index === index)) seen.previews.push({ index, at: performance.now() })
      }
      if (seen.resultAt === null && document.querySelector(`img[alt="${name}"]`)) seen.resultAt = performance.now()
    }).observe(document, { subtree: true, childList: true, attributes: true })
  }, resultName)
}

export async function watchAnImageBeingMade(page: Page) {
  const prompt = 'A lighthouse on a cliff at sunset'
  await recordPreviews(page, prompt)
  await signUp(page, newAccount('watch'))
  await page.goto('/generate')
  await page.getByLabel('Describe your image').fill(prompt)
  await page.getByRole('radio', { name: /^Medium/ }).check()
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/images/generate'))
  await page.getByRole('button', { name: 'Generate Image' }).click()
  const response = await answer
  expect(await response.headerValue('content-type')).toContain('text/event-stream')
  await generationAnswer(page, response)
  await expect(page.getByRole('region', { name: 'Preview' }).getByRole('img', { name: prompt })).toBeVisible()
  const seen = await page.evaluate(() => (window as unknown as { __seen: Seen }).__seen)
  expect(seen.previews.length, 'at least one preview was shown').toBeGreaterThanOrEqual(1)
  expect(seen.resultAt).not.toBeNull()
  for (const preview of seen.previews) expect(preview.at).toBeLessThanOrEqual(seen.resultAt!)
}
