import { expect, test, type Page } from '@playwright/test'
import {
  continueButton,
  expectSamplesOf,
  makeCard,
  OCCASIONS,
  resultPanel,
  reviewedText,
  screenshot,
  walkToStyles,
} from './occasion-helpers'
import { newAccount, signUp } from './support'

/** Zone names Chromium still reports, and what they are called now. */
const RENAMED: Record<string, string> = {
  'Asia/Calcutta': 'Asia/Kolkata',
  'Europe/Kiev': 'Europe/Kyiv',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'America/Godthab': 'America/Nuuk',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
}

const optionValues = (page: Page, label: string) =>
  page.getByLabel(label).evaluate((select: HTMLSelectElement) => Array.from(select.options, (option) => option.value))

test("every occasion's style samples show its own card, and its boxes its own examples", async ({ page }) => {
  for (const [id, label] of OCCASIONS) {
    await test.step(label, async () => {
      await walkToStyles(page, label)
      await expectSamplesOf(page, id)
      if (id === 'sympathy' || id === 'thank_you') await screenshot(page, `desktop-style-${id}`, { fullPage: true })
      await page.getByRole('radio', { name: /^Watercolor/ }).check()
      await continueButton(page).click()

      const text = await page.getByLabel('Card text').getAttribute('placeholder')
      await page.getByRole('button', { name: 'Back' }).click()
      await page.getByRole('button', { name: 'Back' }).click()
      const description = await page.getByLabel('Card description').getAttribute('placeholder')
      if (id !== 'birthday') {
        expect(text, `${label} card text`).not.toMatch(/birthday/i)
        expect(description, `${label} description`).not.toMatch(/birthday/i)
      }
      if (id === 'sympathy') {
        expect(text).toMatch(/sympathy/i)
        expect(description).toMatch(/calm and gentle/i)
      }
      if (id === 'thank_you') expect(text).toMatch(/^Thank you/)
      if (id === 'sympathy' || id === 'thank_you') {
        await continueButton(page).click()
        await continueButton(page).click()
        await screenshot(page, `desktop-text-${id}`)
      }
    })
  }
})

test('words changed with Edit text on the finished card are the words the review and the text step show', async ({ page }) => {
  await signUp(page, newAccount('edittext'))
  await makeCard(page, { occasion: 'Thank You', style: 'Watercolor', text: 'Thank you, Ruth!' })
  await expect(page.getByText('Card Generated!', { exact: true })).toBeVisible()
  await expect(reviewedText(page)).toHaveText('Thank you, Ruth!')

  await resultPanel(page).getByRole('button', { name: 'Edit text' }).click()
  const editor = page.getByRole('dialog', { name: 'Edit card text' })
  await editor.getByLabel('Card text').fill('Thank you for everything, Ruth!')
  await editor.getByRole('button', { name: 'Save text' }).click()
  await expect(page.getByText('Card text updated', { exact: true })).toBeVisible()
  await expect(editor).toBeHidden()

  await expect(resultPanel(page)).toContainText('Thank you for everything, Ruth!')
  await expect(reviewedText(page)).toHaveText('Thank you for everything, Ruth!')

  // To the text step and back to the review: the new words all the way.
  await page.getByRole('button', { name: 'Edit Card text' }).click()
  await expect(page.getByLabel('Card text')).toHaveValue('Thank you for everything, Ruth!')
  await continueButton(page).click()
  await continueButton(page).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Review your card' })).toBeVisible()
  await expect(reviewedText(page)).toHaveText('Thank you for everything, Ruth!')
})

test.describe('in a browser that reports an old zone name', () => {
  test.use({ timezoneId: 'Asia/Calcutta' })

  test("the send dialog suggests words for the card's occasion and times by current zone names on both clocks", async ({
    page,
  }) => {
    await signUp(page, newAccount('sendwords'))
    await makeCard(page, { occasion: 'Thank You', style: 'Vintage', text: 'Thank you, Ruth!' })
    await expect(page.getByText('Card Generated!', { exact: true })).toBeVisible()

    await resultPanel(page).getByRole('button', { name: 'Send' }).click()
    const dialog = page.getByRole('dialog', { name: 'Send this card' })
    const message = dialog.getByLabel('Personal message (optional)')
    await expect(message).toHaveAttribute('placeholder', /^Dear Ruth, thank you so much/)
    await dialog.getByLabel('Recipient 1 name').fill('Priya Shah')
    await expect(message).toHaveAttribute('placeholder', /^Dear Priya, thank you so much/)

    await dialog.getByRole('radio', { name: /^Schedule/ }).check()
    const zone = dialog.getByLabel('Time zone')
    await expect(zone).toHaveValue('Asia/Kolkata')
    await expect(zone.locator('option:checked')).toHaveText(/^Kolkata \(GMT\+5:30\)$/)
    const values = await optionValues(page, 'Time zone')
    expect(values.filter((value) => value in RENAMED)).toEqual([])
    expect(values).toEqual(expect.arrayContaining(Object.values(RENAMED)))
    expect(new Set(values).size).toBe(values.length)

    // Three weeks ahead, at 9 in the morning.
    const day = new Date(Date.now() + 21 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10)
    await dialog.getByLabel('Date and time').fill(`${day}T09:00`)
    await expect(dialog.getByText(/your time/)).toHaveCount(0)
    await zone.selectOption('Asia/Tokyo')
    const date = String.raw`\w{3}, \w{3} \d{1,2}(, \d{4})?`
    await expect(dialog.getByText(/your time/)).toHaveText(
      new RegExp(`^Arrives ${date} at 9:00 AM Tokyo time, which is ${date} at 5:30 AM your time\\.$`),
    )
    await zone.selectOption('Asia/Kathmandu')
    await expect(dialog.getByText(/your time/)).toHaveText(
      new RegExp(`^Arrives ${date} at 9:00 AM Kathmandu time, which is ${date} at 8:45 AM your time\\.$`),
    )
    await dialog.getByText(/your time/).scrollIntoViewIfNeeded()
    await screenshot(page, 'desktop-send-dialog-thank-you')

    await test.step('a free-form image gets neutral words', async () => {
      await dialog.getByRole('button', { name: 'Cancel' }).click()
      await page.goto('/generate')
      await page.getByLabel('Describe your image').fill('A lighthouse on a cliff at sunset, seen from the sea')
      await page.getByRole('radio', { name: /^Low/ }).check()
      await page.getByRole('button', { name: 'Generate Image' }).click()
      await page.getByRole('region', { name: 'Preview' }).getByRole('button', { name: 'Send' }).click()
      await expect(page.getByRole('dialog', { name: 'Send this card' }).getByLabel('Personal message (optional)')).toHaveAttribute(
        'placeholder',
        'Dear Sam, I saw this and thought of you. I hope it brings a smile to your day.',
      )
    })
  })

  test('reminders offer current zone names, and the server takes every zone offered', async ({ page }) => {
    await signUp(page, newAccount('zones'))
    await page.goto('/reminders')
    await page.getByRole('button', { name: 'Add your first date' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add a date to remember' })
    await expect(dialog.getByLabel('Time zone')).toHaveValue('Asia/Kolkata')
    const offered = await optionValues(page, 'Time zone')
    expect(offered.filter((value) => value in RENAMED)).toEqual([])

    await dialog.getByLabel('Name', { exact: true }).fill('Mia')
    await dialog.getByLabel('Time zone').selectOption('Europe/Kyiv')
    await dialog.getByRole('button', { name: 'Add date' }).click()
    await expect(page.getByText('Date added', { exact: true })).toBeVisible()
    await expect(page.getByRole('listitem').filter({ hasText: 'Mia' })).toContainText('Kyiv time')

    // Every zone the list offers, saved on that date one after another.
    const refused = await page.evaluate(async (zones) => {
      const { csrfToken } = (await (await fetch('/api/csrf-token')).json()) as { csrfToken: string }
      const list = (await (await fetch('/api/reminders')).json()) as { reminders: { id: string }[] }
      const id = list.reminders[0].id
      const failed: string[] = []
      for (const timeZone of zones) {
        const answer = await fetch(`/api/reminders/${id}`, {
          method: 'PUT',
          headers: { 'Content-Type': 'application/json', 'CSRF-Token': csrfToken },
          body: JSON.stringify({ name: 'Mia', occasion: 'birthday', month: 2, day: 14, timeZone }),
        })
        if (!answer.ok) failed.push(`${timeZone}: ${answer.status}`)
      }
      return failed
    }, offered)
    expect(refused).toEqual([])
  })
})
