import { modelTest, watchTheModelsPreviews } from './model-previews-flow'

modelTest("a streaming model's partial images show before the finished image (375 px)", async ({ page }) => {
  await watchTheModelsPreviews(page)
})
