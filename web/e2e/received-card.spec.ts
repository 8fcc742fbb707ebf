import { expect, test } from '@playwright/test'
import { sendCardByEmail, visitorPage } from './sending-helpers'
import { collectConsoleTrouble, expectImageLoaded, unsubscribeLinkFromOutbox } from './support'

interface SendList {
  sends: { senderName: string; recipients: { name: string; status: string; thanks: string | null; openedAt: string | null }[] }[]
}

const THANKS = 'Thank you, Alex! The puppy in the party hat made my whole day.'

test('a card sent by email opens from its envelope, and the thanks reaches the sender', async ({ page, browser, baseURL }) => {
  const card = await sendCardByEmail(page, 'cardpage')

  const visitor = await visitorPage(browser, baseURL!)
  const trouble = collectConsoleTrouble(visitor)
  await test.step('the envelope, addressed to the recipient, opens by itself', async () => {
    await visitor.goto(card.link)
    const envelope = visitor.getByTestId('envelope')
    await expect(envelope).toBeVisible()
    await expect(visitor.getByRole('button', { name: /^Skip/ })).toBeVisible()
    await expect(envelope).toContainText(`For ${card.recipientName}`)
    await expect(envelope).toContainText(`From ${card.senderName}`)
    // Within about two seconds, the card is open and the envelope gone.
    await expect(visitor.getByTestId('opened-card')).toBeVisible({ timeout: 3000 })
    await expect(envelope).toHaveCount(0)
  })

  await test.step('the card: front, message and signature', async () => {
    await expect(visitor.getByRole('heading', { level: 1, name: `${card.senderName} sent you a card` })).toBeVisible()
    await expectImageLoaded(visitor.getByRole('img', { name: /^A greeting card for a joyful birthday/ }))
    await expect(visitor.getByText(card.message)).toBeVisible()
    await expect(visitor.getByText(`— ${card.senderName}`)).toBeVisible()
    await expect(visitor.getByRole('link', { name: /Make your own card/ })).toHaveAttribute('href', '/create')
  })

  await test.step('the folded card prints as a PDF on the paper chosen', async () => {
    await visitor.getByRole('button', { name: 'Print the folded card' }).click()
    const dialog = visitor.getByRole('dialog', { name: 'Print the folded card' })
    await dialog.getByRole('radio', { name: /^A4/ }).check()
    const download = dialog.getByRole('link', { name: 'Download PDF' })
    await expect(download).toHaveAttribute('href', `/api${card.link}/card.pdf?paper=a4`)
    const pdf = await visitor.request.get((await download.getAttribute('href'))!)
    expect(pdf.status()).toBe(200)
    expect(pdf.headers()['content-type']).toBe('application/pdf')
    await dialog.getByRole('button', { name: 'Cancel' }).click()
  })

  await test.step('say thanks', async () => {
    await visitor.getByRole('textbox', { name: 'Your note' }).fill(THANKS)
    await visitor.getByRole('button', { name: 'Send thanks' }).click()
    await expect(visitor.getByRole('heading', { name: `Your thanks was sent to ${card.senderName}` })).toBeVisible()
    await expect(visitor.getByText(THANKS)).toBeVisible()
    await expect(visitor.getByRole('button', { name: 'Send thanks' })).toHaveCount(0)
  })

  await test.step('a later visit shows the thanks instead of the form', async () => {
    await visitor.reload()
    await expect(visitor.getByText(THANKS)).toBeVisible()
    await expect(visitor.getByRole('textbox', { name: 'Your note' })).toHaveCount(0)
  })
  expect(trouble).toEqual([])

  await test.step("the sender's list shows the card thanked, with the words", async () => {
    const list = (await (await page.request.get('/api/sends')).json()) as SendList
    const [recipient] = list.sends[0].recipients
    expect(recipient).toMatchObject({ name: card.recipientName, status: 'thanked', thanks: THANKS })
    expect(recipient.openedAt).not.toBeNull()
  })
})

test('with reduced motion the card shows at once, with no envelope at all', async ({ page, browser, baseURL }) => {
  const card = await sendCardByEmail(page, 'cardcalm', { font: 'handwritten' })

  const visitor = await visitorPage(browser, baseURL!, { reducedMotion: 'reduce' })
  await visitor.emulateMedia({ reducedMotion: 'reduce' })
  // Notes whether an envelope ever appeared, however briefly.
  await visitor.addInitScript(() => {
    const seen = { envelope: false }
    Object.assign(window, { __seen: seen })
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="envelope"]')) seen.envelope = true
    }).observe(document, { childList: true, subtree: true })
  })
  await visitor.goto(card.link)

  await expect(visitor.getByText(card.message)).toBeVisible({ timeout: 5000 })
  await expect(visitor.getByTestId('opened-card')).toBeVisible()
  expect(await visitor.evaluate(() => (window as unknown as { __seen: { envelope: boolean } }).__seen.envelope)).toBe(false)
  await expect(visitor.getByRole('button', { name: /^Skip/ })).toHaveCount(0)
  // The card only fades in: nothing on the page moves.
  const moving = await visitor.evaluate(() =>
    document
      .getAnimations()
      .map((animation) => (animation as CSSAnimation).animationName ?? '')
      .filter((name) => !/fade/.test(name)),
  )
  expect(moving).toEqual([])
  await expect(visitor.getByText(card.message)).toHaveCSS('font-family', /Caveat/)
})

test("the email's report link disables the card for good", async ({ page, browser, baseURL }) => {
  const card = await sendCardByEmail(page, 'cardreport')

  const visitor = await visitorPage(browser, baseURL!)
  await visitor.goto(`${card.link}?report=1`)
  const dialog = visitor.getByRole('alertdialog', { name: 'Report this card?' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Report and disable' }).click()
  await expect(visitor.getByRole('heading', { level: 1, name: 'Thank you. This card has been disabled.' })).toBeVisible()

  const again = await visitor.goto(card.link)
  expect(again?.status()).toBe(410)
  await expect(visitor.getByRole('heading', { level: 1, name: 'This card is no longer available' })).toBeVisible()
})

test("the email's unsubscribe link asks first, then stops every card to the address", async ({ page, browser, baseURL }) => {
  const card = await sendCardByEmail(page, 'unsubscribe')
  const link = await unsubscribeLinkFromOutbox(card.recipientEmail)
  const visitor = await visitorPage(browser, baseURL!)
  const trouble = collectConsoleTrouble(visitor)

  await test.step('a link whose signature was changed is refused', async () => {
    await visitor.goto(link.replace(/token=[\w-]+/, 'token=forged'))
    await visitor.getByRole('button', { name: 'Unsubscribe' }).click()
    await expect(visitor.getByText('This unsubscribe link is not valid')).toBeVisible()
  })

  await test.step('the real link names the address and waits for the button', async () => {
    await visitor.goto(link)
    await expect(visitor.getByRole('heading', { name: 'Unsubscribe from Cardsmith cards' })).toBeVisible()
    await expect(visitor.getByText(card.recipientEmail, { exact: true })).toBeVisible()
    await visitor.getByRole('button', { name: 'Unsubscribe' }).click()
    await expect(visitor.getByText(`You won't receive cards from Cardsmith at ${card.recipientEmail} any more.`)).toBeVisible()
  })
  expect(trouble.filter((line) => !line.includes('400'))).toEqual([])

  await test.step('a card sent to the address afterwards is never mailed, and the sender sees why', async () => {
    const status = await page.evaluate(async (email) => {
      const token = ((await (await fetch('/api/csrf-token')).json()) as { csrfToken: string }).csrfToken
      const { sends } = (await (await fetch('/api/sends')).json()) as { sends: { imageId: string }[] }
      const sent = await fetch('/api/sends', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'CSRF-Token': token },
        body: JSON.stringify({ imageId: sends[0].imageId, recipients: [{ name: 'Mia', email }], senderName: 'Alex', timeZone: 'UTC' }),
      })
      return sent.status
    }, card.recipientEmail)
    expect(status).toBe(201)
    await page.goto('/sent')
    await expect(page.getByRole('article').first()).toContainText('Failed', { timeout: 10_000 })
    await expect(page.getByRole('article').first()).toContainText('The recipient asked not to receive cards from Cardsmith')
  })
})
