import { test } from '@playwright/test'
import { signTogetherAndThank } from './signing-flow'

test('a group card is signed by three people, sent, read, printed and thanked (1280 px)', async ({ page, browser, baseURL, viewport, isMobile, hasTouch }) => {
  test.setTimeout(150_000)
  await signTogetherAndThank({ page, browser, baseURL }, { viewport, isMobile, hasTouch })
})
