import { expect, test } from '@playwright/test'
import config from '../playwright.config'

// Chromium's fake camera (a moving test pattern) stands in for a real one, and the permission
// prompt is answered yes; the rest of the launch options are the suite's own.
const suiteLaunch = config.use?.launchOptions ?? {}
test.use({
  launchOptions: {
    ...suiteLaunch,
    args: [...(suiteLaunch.args ?? []), '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
})

test('Take a Photo captures a still from the camera and uses it as the card photo', async ({ page }) => {
  await page.goto('/create')
  await page.getByRole('radio', { name: 'Birthday' }).check()
  for (let step = 0; step < 2; step++) await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByRole('radio', { name: /^Watercolor/ }).check()
  for (let step = 0; step < 2; step++) await page.getByRole('button', { name: 'Continue' }).click()

  await page.getByRole('button', { name: 'Take a Photo' }).click()
  const dialog = page.getByRole('dialog', { name: 'Take a Photo' })
  await expect(dialog.getByRole('button', { name: 'Capture' })).toBeEnabled()
  await dialog.getByRole('button', { name: 'Capture' }).click()
  await expect(dialog.getByRole('img', { name: 'The photo you took' })).toBeVisible()
  await dialog.getByRole('button', { name: 'Retake' }).click()
  await dialog.getByRole('button', { name: 'Capture' }).click()
  await dialog.getByRole('button', { name: 'Use photo' }).click()

  await expect(dialog).toBeHidden()
  const photo = page.getByRole('img', { name: 'Your photo' })
  await expect(photo).toBeVisible()
  await expect(photo).toHaveAttribute('src', /^data:image\/jpeg;base64,/)
})
