import { test } from '@playwright/test'
import { signWithPhoto } from './signer-photo-flow'

test('a signer adds a photo to their message, takes it off, puts another on, and the recipient sees it (375 px)', async ({ page, browser, baseURL, viewport, isMobile, hasTouch }) => {
  test.setTimeout(120_000)
  await signWithPhoto({ page, browser, baseURL }, { viewport, isMobile, hasTouch })
})
