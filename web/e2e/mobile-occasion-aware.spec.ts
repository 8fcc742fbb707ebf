import { expect, test } from '@playwright/test'
import { continueButton, expectSamplesOf, makeCard, resultPanel, screenshot, walkToStyles } from './occasion-helpers'
import { newAccount, signUp } from './support'

interface Box {
  x: number
  y: number
  width: number
  height: number
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

for (const [id, label] of [
  ['sympathy', 'Sympathy'],
  ['thank_you', 'Thank You'],
] as const) {
  test(`on a phone, a ${label} card's style samples and card text speak of its occasion`, async ({ page }) => {
    await walkToStyles(page, label)
    await expectSamplesOf(page, id)
    await screenshot(page, `mobile-style-${id}`, { fullPage: true })
    await page.getByRole('radio', { name: /^Minimalist/ }).check()
    await continueButton(page).click()
    const text = page.getByLabel('Card text')
    await expect(text).toHaveAttribute('placeholder', id === 'sympathy' ? /sympathy/i : /^Thank you/)
    await expect(text).not.toHaveAttribute('placeholder', /birthday/i)
    await screenshot(page, `mobile-text-${id}`)
  })
}

test("on a phone, the 'Card Generated!' toast leaves every button of the result clear", async ({ page }) => {
  await signUp(page, newAccount('phonetoast'))
  await makeCard(page, { occasion: 'Sympathy', style: 'Watercolor', text: 'With deepest sympathy, Clara.' })

  const toast = page.getByRole('listitem').filter({ hasText: 'Card Generated!' })
  await expect(toast).toBeVisible()
  // Download and Open are links drawn as buttons.
  const buttons = resultPanel(page).getByRole('button').or(resultPanel(page).getByRole('link'))
  await expect(buttons.filter({ hasText: 'Edit text' })).toBeVisible()
  // The page has scrolled to the card: let it settle before measuring.
  await expect.poll(async () => (await resultPanel(page).boundingBox())?.y, { intervals: [250, 250, 250] }).toBeLessThan(200)
  await page.waitForTimeout(300)
  await screenshot(page, 'mobile-card-generated-toast')

  const note = await toast.boundingBox()
  expect(note).not.toBeNull()
  const header = await page.getByRole('banner').boundingBox()
  expect(note!.y, 'the toast sits below the header').toBeGreaterThanOrEqual(header!.y + header!.height)
  const names = await buttons.allInnerTexts()
  expect(names.length).toBeGreaterThanOrEqual(7)
  for (const [index, name] of names.entries()) {
    const button = buttons.nth(index)
    const box = await button.boundingBox()
    expect(box, name).not.toBeNull()
    expect(overlaps(note!, box!), `the toast covers "${name.trim()}"`).toBe(false)
  }
  await expect(toast).toBeVisible()

  // Clickable while the toast is up: the top one opens its dialog.
  await buttons.filter({ hasText: 'Edit text' }).click({ trial: true })
  await buttons.filter({ hasText: 'Send' }).click()
  const dialog = page.getByRole('dialog', { name: 'Send this card' })
  await expect(dialog.getByLabel('Personal message (optional)')).toHaveAttribute('placeholder', /sorry for your loss/)
  await screenshot(page, 'mobile-send-dialog-sympathy')
  await dialog.getByRole('radio', { name: /^Schedule/ }).check()
  await dialog.getByLabel('Time zone').selectOption('Asia/Tokyo')
  await expect(dialog.getByText(/your time/)).toBeVisible()
  await dialog.getByText(/your time/).scrollIntoViewIfNeeded()
  await screenshot(page, 'mobile-send-dialog-schedule')
})
