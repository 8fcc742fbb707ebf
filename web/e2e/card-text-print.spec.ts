import { expect, test, type Page } from '@playwright/test'
import { creditCount, expectImageLoaded, newAccount, signUp, generationAnswer } from './support'

const CARD_TEXT = 'Happy birthday, Sam!'
const NEW_TEXT = 'Happy 30th birthday, Sam!'
const INSIDE = 'See you on Saturday. Love, Alex'

interface SavedCard {
  id: string
  imageUrl: string
  prompt: string
  card: { text: string | null; textPosition: string; textScheme: string } | null
}

/** Walks the wizard to a low-quality birthday card with words, and makes it. */
async function makeCard(page: Page): Promise<SavedCard> {
  const next = () => page.getByRole('button', { name: 'Continue' }).click()
  await page.goto('/create')
  await page.getByRole('radio', { name: 'Birthday' }).check()
  await next()
  await page.getByLabel('Card description').fill('A golden retriever in a party hat, with balloons')
  await next()
  await page.getByRole('radio', { name: /^Watercolor/ }).check()
  await next()
  await page.getByLabel('Card text').fill(CARD_TEXT)
  await next()
  await next()
  await page.getByRole('radio', { name: /^Low/ }).check()
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/cards/generate'))
  await page.getByRole('button', { name: 'Generate Card' }).click()
  const card = await generationAnswer<SavedCard>(page, await answer)
  await expect(page.getByText('Card Generated!', { exact: true })).toBeVisible()
  return card
}

test("a card's words change for free, and the card prints as a folded PDF", async ({ page }) => {
  await signUp(page, newAccount('cardtext'))
  const card = await makeCard(page)
  const panel = page.getByRole('region', { name: 'Your card' })
  // The maker's own words, never the instructions sent to the image model.
  const description = 'A golden retriever in a party hat, with balloons.'
  await expectImageLoaded(panel.getByRole('img', { name: description }))
  await expect(panel.getByText(description, { exact: true })).toBeVisible()
  await expect(panel.getByText(/uncluttered|No words or lettering/)).toHaveCount(0)
  await expect(panel.getByText(CARD_TEXT, { exact: true })).toBeVisible()
  await expect(creditCount(page)).toHaveText('9')

  await test.step('Edit text: new words, on top, in gold', async () => {
    await panel.getByRole('button', { name: 'Edit text' }).click()
    const dialog = page.getByRole('dialog', { name: 'Edit card text' })
    await expect(dialog.getByRole('textbox', { name: 'Card text' })).toHaveValue(CARD_TEXT)
    await dialog.getByRole('textbox', { name: 'Card text' }).fill(NEW_TEXT)
    await dialog.getByRole('radio', { name: 'Top' }).check()
    await dialog.getByRole('radio', { name: /^Gold/ }).check()
    const answer = page.waitForResponse(
      (response) => response.url().endsWith(`/api/images/${card.id}/text`) && response.request().method() === 'PATCH',
    )
    await dialog.getByRole('button', { name: 'Save text' }).click()
    const response = await answer
    expect(response.status()).toBe(200)
    const edited = (await response.json()) as SavedCard
    expect(edited.imageUrl).not.toBe(card.imageUrl)
    expect(edited.card).toMatchObject({ text: NEW_TEXT, textPosition: 'top', textScheme: 'gold' })

    await expect(page.getByText('Card text updated', { exact: true })).toBeVisible()
    await expect(dialog).toBeHidden()
    const image = panel.getByRole('img', { name: description })
    await expect(image).toHaveAttribute('src', edited.imageUrl)
    await expectImageLoaded(image)
    await expect(panel.getByText(NEW_TEXT, { exact: true })).toBeVisible()
  })

  await test.step('the words cost nothing: the balance is unchanged, here and on the server', async () => {
    await expect(creditCount(page)).toHaveText('9')
    const me = (await (await page.request.get('/api/auth/me')).json()) as { credits: number }
    expect(me.credits).toBe(9)
  })

  await test.step('Print: US Letter or A4, with a message inside, as a PDF', async () => {
    await panel.getByRole('button', { name: 'Print' }).click()
    const dialog = page.getByRole('dialog', { name: 'Print as a folded card' })
    const message = dialog.getByRole('textbox', { name: 'Inside message (optional)' })
    await expect(message).toHaveValue(NEW_TEXT)
    await dialog.getByRole('radio', { name: /A4/ }).check()
    await message.fill(INSIDE)
    const link = dialog.getByRole('link', { name: 'Download PDF' })
    await expect(link).toHaveAttribute('href', `/api/images/${card.id}/card.pdf?paper=a4&message=See+you+on+Saturday.+Love%2C+Alex`)
    const href = (await link.getAttribute('href'))!

    const download = page.waitForEvent('download')
    await link.click()
    // Named after the card and whom it is for, never after the instructions to the model.
    expect((await download).suggestedFilename()).toBe('birthday-card-for-sam.pdf')
    await expect(page.getByText('Download Started', { exact: true })).toBeVisible()
    await expect(dialog).toBeHidden()

    // The same address, fetched with the page's session: the PDF itself.
    const pdf = await page.request.get(href)
    expect(pdf.status()).toBe(200)
    expect(pdf.headers()['content-type']).toBe('application/pdf')
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-')
  })

  await test.step('the gallery shows the card with its new words', async () => {
    await page.goto(`/gallery?image=${card.id}`)
    const viewer = page.getByRole('dialog', { name: 'Image details' })
    await expect(viewer.getByText(NEW_TEXT, { exact: true })).toBeVisible()
    await expect(viewer.getByRole('button', { name: 'Edit text' })).toBeVisible()
    await expect(viewer.getByRole('button', { name: 'Print' })).toBeVisible()
    await expect(creditCount(page)).toHaveText('9')
  })
})
