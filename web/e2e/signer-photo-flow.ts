import { expect, type Browser, type Locator, type Page } from '@playwright/test'
import { screenshot } from './customer-polish-helpers'
import { newPage, startGroupCard, type Screen } from './signing-flow'
import { apiPost, cardLinkFromOutbox, expectImageLoaded } from './support'

/*
 * A signer's photo from the share link to the recipient: Bo adds a photo to the message, signs,
 * takes the photo off in an edit and puts another on, the organiser sees it and sends the card,
 * and the recipient reads the message with its photo. Run at 1280 px by signer-photo.spec.ts and
 * at 375 px by mobile-signer-photo.spec.ts.
 */

/** A PNG drawn in the page (sky, sun, hills), `width` × `height`, as the bytes of a file. */
async function drawPhoto(page: Page, { width, height, sky }: { width: number; height: number; sky: string }) {
  const dataUrl = await page.evaluate(
    ({ width, height, sky }) => {
      const canvas = document.createElement('canvas')
      canvas.width = width
      canvas.height = height
      const context = canvas.getContext('2d')!
      const gradient = context.createLinearGradient(0, 0, 0, height)
      gradient.addColorStop(0, sky)
      gradient.addColorStop(1, '#fde9e3')
      context.fillStyle = gradient
      context.fillRect(0, 0, width, height)
      context.fillStyle = '#f6b73c'
      context.beginPath()
      context.arc(width * 0.7, height * 0.35, Math.min(width, height) * 0.12, 0, Math.PI * 2)
      context.fill()
      context.fillStyle = '#3f7a4f'
      context.beginPath()
      context.moveTo(0, height)
      context.quadraticCurveTo(width * 0.3, height * 0.45, width * 0.6, height * 0.8)
      context.quadraticCurveTo(width * 0.85, height * 0.6, width, height * 0.75)
      context.lineTo(width, height)
      context.fill()
      return canvas.toDataURL('image/png')
    },
    { width, height, sky },
  )
  return Buffer.from(dataUrl.split(',')[1], 'base64')
}

/** Chooses a photo through the form's file input, as a picked file would arrive. */
async function choosePhoto(form: Locator, name: string, buffer: Buffer) {
  await form.getByLabel('Photo file').setInputFiles({ name, mimeType: 'image/png', buffer })
  await expect(form.getByRole('img', { name: 'Your photo' })).toBeVisible()
}

/** A message's photo, scrolled to (it loads lazily) and loaded. */
async function expectPhotoShown(photo: Locator) {
  await photo.scrollIntoViewIfNeeded()
  await expectImageLoaded(photo)
  await expect(photo).toHaveAttribute('src', /^\/api\/images\/file\/.+\.jpg$/)
}

export async function signWithPhoto(
  { page, browser, baseURL }: { page: Page; browser: Browser; baseURL: string | undefined },
  screen: Screen,
) {
  const card = await startGroupCard(page)

  // Bo writes a message and adds a wide photo from the share link.
  const bo = await newPage(browser, baseURL, screen)
  await bo.goto(card.signPath)
  const form = bo.getByRole('region', { name: 'Write your message', exact: true })
  await form.getByRole('textbox', { name: 'Your message', exact: true }).fill('Send us a postcard from Lisbon!')
  await form.getByLabel('Your name').fill('Bo')
  const field = form.getByRole('group', { name: 'A photo, optional' })
  await expect(field.getByRole('button', { name: 'Add a photo' })).toBeVisible()
  await choosePhoto(form, 'balloons.png', await drawPhoto(bo, { width: 1200, height: 500, sky: '#8ec5e8' }))
  await expect(field.getByRole('button', { name: 'Replace photo' })).toBeVisible()
  await expect(field.getByRole('button', { name: 'Remove photo' })).toBeVisible()
  await field.scrollIntoViewIfNeeded()
  await screenshot(bo, 'signer-photo-form')
  await form.getByRole('button', { name: 'Sign the card' }).click()

  await expect(bo.getByRole('heading', { name: 'You signed the card' })).toBeVisible()
  const signed = bo.getByRole('region', { name: 'You signed the card' })
  const firstPhoto = signed.getByRole('img', { name: 'Photo from Bo' })
  await expectPhotoShown(firstPhoto)
  // The server keeps a small print: at most 512 pixels a side, trimmed to at most 3:2.
  const [width, height] = await firstPhoto.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])
  expect(Math.max(width, height)).toBeLessThanOrEqual(512)
  expect(width / height).toBeLessThanOrEqual(1.51)
  const firstSrc = await firstPhoto.getAttribute('src')

  // On a later visit the message is "Your message", with its photo.
  await bo.reload()
  const own = bo.getByRole('region', { name: 'Your message', exact: true })
  await expect(own.getByText('Send us a postcard from Lisbon!')).toBeVisible()
  await expectPhotoShown(own.getByRole('img', { name: 'Photo from Bo' }))
  await screenshot(bo, 'signer-photo-message')

  // Bo takes the photo off; the words stay.
  await own.getByRole('button', { name: /^Edit/ }).click()
  await expect(own.getByRole('img', { name: 'Your photo' })).toHaveAttribute('src', firstSrc!)
  await own.getByRole('button', { name: 'Remove photo' }).click()
  await expect(own.getByRole('button', { name: 'Add a photo' })).toBeVisible()
  await own.getByRole('button', { name: 'Save changes' }).click()
  await expect(own.getByRole('button', { name: /^Edit/ })).toBeVisible()
  await expect(own.getByText('Send us a postcard from Lisbon!')).toBeVisible()
  await expect(own.getByRole('img', { name: 'Photo from Bo' })).toHaveCount(0)
  await bo.reload()
  await expect(own.getByText('Send us a postcard from Lisbon!')).toBeVisible()
  await expect(own.getByRole('img', { name: 'Photo from Bo' })).toHaveCount(0)

  // And puts another one on, a tall one this time.
  await own.getByRole('button', { name: /^Edit/ }).click()
  await choosePhoto(own, 'sunset.png', await drawPhoto(bo, { width: 480, height: 720, sky: '#f2a477' }))
  await own.getByRole('button', { name: 'Save changes' }).click()
  await expect(own.getByRole('button', { name: /^Edit/ })).toBeVisible()
  const secondPhoto = own.getByRole('img', { name: 'Photo from Bo' })
  await expectPhotoShown(secondPhoto)
  await expect(secondPhoto).not.toHaveAttribute('src', firstSrc!)

  // The organiser sees it on their page, then sends the card.
  await page.goto(`/group-cards/${card.id}`)
  await expectPhotoShown(page.getByRole('article', { name: 'Message from Bo' }).getByRole('img', { name: 'Photo from Bo' }))
  await apiPost(page, `/api/group-cards/${card.id}/send`)

  // Priya reads the message with its photo, and the inside page drawn with it.
  const priya = await newPage(browser, baseURL, screen, { reducedMotion: 'reduce' })
  await priya.goto(await cardLinkFromOutbox(card.recipientEmail, { timeout: 20_000 }))
  const inside = priya.getByRole('region', { name: 'Farewell, Priya!' })
  const message = inside.getByRole('article', { name: 'Message from Bo' })
  await expect(message).toContainText('Send us a postcard from Lisbon!')
  await expectImageLoaded(inside.getByRole('img', { name: /^Inside page 1 of 1/ }))
  await expectPhotoShown(message.getByRole('img', { name: 'Photo from Bo' }))
  await screenshot(priya, 'signer-photo-received')
}
