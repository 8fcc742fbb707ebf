import { expect, test, type Page } from '@playwright/test'
import { sendCardByEmail, visitorPage } from './sending-helpers'

/** Against the screen's width, not window.innerWidth (which a phone widens to fit the content). */
async function expectNoSidewaysScroll(page: Page) {
  const width = page.viewportSize()!.width
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
}

test('on a phone the envelope and the opened card fit the screen, one part above the other', async ({ page, browser, baseURL }) => {
  const card = await sendCardByEmail(page, 'cardphone', { message: `${'Many happy returns of the day! '.repeat(12)}See you soon.` })

  const visitor = await visitorPage(browser, baseURL!, { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true })
  await visitor.goto(card.link)
  await expect(visitor.getByTestId('envelope')).toBeVisible()
  // Held mid-way, so Skip is there to tap (the envelope would otherwise open by itself).
  await visitor.evaluate(() => document.getAnimations().forEach((animation) => animation.pause()))
  await expectNoSidewaysScroll(visitor)

  await visitor.getByRole('button', { name: /^Skip/ }).tap()
  const opened = visitor.getByTestId('opened-card')
  await expect(opened).toBeVisible()
  await expectNoSidewaysScroll(visitor)

  // Stacked: the inside comes under the front.
  const front = await visitor.getByRole('img', { name: /^A greeting card for a joyful birthday/ }).boundingBox()
  const inside = await visitor.getByText(`— ${card.senderName}`).boundingBox()
  expect(front && inside && inside.y > front.y + front.height).toBe(true)

  const note = visitor.getByRole('textbox', { name: 'Your note' })
  await note.scrollIntoViewIfNeeded()
  await expect(note).toBeVisible()
  const send = await visitor.getByRole('button', { name: 'Send thanks' }).boundingBox()
  expect(send!.height).toBeGreaterThanOrEqual(44)
  await expectNoSidewaysScroll(visitor)
})
