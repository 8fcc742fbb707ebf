import { test } from '@playwright/test'
import { reviseAnImageTwice } from './revisions-flow'

test('an image revised twice in words keeps every version, and the viewer steps through them (375 px)', async ({
  page,
}) => {
  await reviseAnImageTwice(page)
})
