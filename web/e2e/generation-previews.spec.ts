import { test } from '@playwright/test'
import { watchAnImageBeingMade } from './generation-previews-flow'

test('previews of the picture so far show before the finished image (1280 px)', async ({ page }) => {
  await watchAnImageBeingMade(page)
})
