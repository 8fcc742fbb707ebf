import { expect, test } from '@playwright/test'
import { expectGalleryRowsAligned, makeGalleryImages, partScreenshot, screenshot } from './customer-polish-helpers'
import { sendCardByEmail, visitorPage } from './sending-helpers'
import { collectConsoleTrouble, expectImageLoaded, newAccount, signUp, submitSignUpForm, waitForHydration } from './support'

// Points from a customer review, at desktop width (mobile-customer-polish.spec.ts has the phone's).

test("a recipient's card page has no sales header, only a quiet footer to make one's own", async ({ page, browser, baseURL }) => {
  const card = await sendCardByEmail(page, 'quietcard')
  const visitor = await visitorPage(browser, baseURL!, { reducedMotion: 'reduce' })
  const trouble = collectConsoleTrouble(visitor)
  await visitor.emulateMedia({ reducedMotion: 'reduce' })
  await visitor.goto(card.link)
  await expect(visitor.getByTestId('opened-card')).toBeVisible()
  await expectImageLoaded(visitor.getByRole('img', { name: /^A greeting card for a joyful birthday/ }))

  await test.step('no header, no Login or Sign Up, no marketing footer', async () => {
    await expect(visitor.getByRole('banner')).toHaveCount(0)
    await expect(visitor.getByRole('link', { name: /^(Login|Log in|Sign Up)$/i })).toHaveCount(0)
    await expect(visitor.getByRole('navigation', { name: 'Resources' })).toHaveCount(0)
    await expect(visitor.getByText('Credits', { exact: true })).toHaveCount(0)
  })

  const footer = visitor.getByRole('contentinfo')
  await test.step('a quiet footer with the way to make your own card', async () => {
    await expect(footer).toHaveCount(1)
    const makeYourOwn = footer.getByRole('link', { name: /Make your own card/ })
    await expect(makeYourOwn).toBeVisible()
    await expect(makeYourOwn).toHaveAttribute('href', '/create')
    await expect(footer.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy')
    // The card's own ways to keep it and to report it are still there.
    await expect(visitor.getByRole('button', { name: 'Report abuse' })).toBeVisible()
    await expect(visitor.getByRole('link', { name: /Make your own card/ })).toHaveCount(1)
  })
  await screenshot(visitor, 'polish-received-card')

  await test.step('leaving for the wizard brings the site header back', async () => {
    await footer.getByRole('link', { name: /Make your own card/ }).click()
    await expect(visitor).toHaveURL(/\/create$/)
    await expect(visitor.getByRole('banner').getByRole('link', { name: 'Sign Up', exact: true })).toBeVisible()
  })
  expect(trouble).toEqual([])
})

test('the help centre says how this site really takes payment: the demo checkout, not Stripe', async ({ page }) => {
  const site = (await (await page.request.get('/api/site')).json()) as { paymentsMode: string }
  expect(site.paymentsMode).toBe('demo')

  await page.goto('/help')
  await waitForHydration(page)
  await page.getByRole('button', { name: 'How do I pay?' }).click()
  const answer = page.getByRole('region', { name: 'How do I pay?' })
  await expect(answer).toContainText('built-in demo checkout')
  await expect(answer).toContainText('no card is asked for and no money moves')
  // Every answer, open or not, is in the page: none names Stripe.
  await expect(page.getByRole('main')).not.toContainText('Stripe')
  await page.getByRole('button', { name: 'Can I get a refund?' }).click()
  await expect(page.getByRole('region', { name: 'Can I get a refund?' })).toContainText('move no money')
  await page.getByRole('button', { name: 'How do I pay?' }).click()
  await screenshot(page, 'polish-help')
})

test("the home page's promise holds with the built-in offline designer, before and after the script runs", async ({ page }) => {
  const site = (await (await page.request.get('/api/site')).json()) as { offlineDesigner: boolean }
  expect(site.offlineDesigner).toBe(true)

  const response = await page.goto('/')
  const html = (await response?.text()) ?? ''
  const promise = 'Pick the occasion and a style, add your own words, and Cardsmith makes a finished greeting card or image'
  // Prerendered as it stays: nothing to swap once the page knows which image maker the site runs.
  expect(html).toContain(promise)
  await waitForHydration(page)
  const hero = page.locator('section').filter({ has: page.getByRole('heading', { level: 1 }) })
  await expect(hero).toContainText(promise)
  for (const part of [hero, page.locator('#how-it-works'), page.locator('#generate').getByRole('list').first()]) {
    await expect(part).not.toContainText(/our AI|AI-powered|one-of-a-kind/i)
  }
  await expect(page.getByRole('heading', { name: 'Two Ways to Create' })).toBeVisible()
  await partScreenshot(hero, 'polish-home-hero')
})

test('a new account lands in the card wizard, not back on the home page', async ({ page }) => {
  await signUp(page, newAccount('towizard'))
  await expect(page).toHaveURL(/\/create$/)
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/Create custom images for/)
})

test('signing up from a sign-in gate comes back to the page that asked', async ({ page }) => {
  await page.goto('/gallery')
  await expect(page).toHaveURL(/\/login\?redirect=\/gallery$/)
  await page.getByRole('main').getByRole('link', { name: 'Sign up', exact: true }).click()
  await expect(page).toHaveURL(/\/signup\?redirect=\/gallery$/)
  await submitSignUpForm(page, newAccount('gated'))
  await expect(page.getByText('Account created!', { exact: true })).toBeVisible()
  await expect(page).toHaveURL(/\/gallery$/)
  await expect(page.getByRole('heading', { level: 1, name: 'My Images' })).toBeVisible()
})

test("the API docs' sign-up link leads a new account to where its keys are made", async ({ page }) => {
  await page.goto('/api-docs')
  await waitForHydration(page)
  const link = page.getByRole('link', { name: 'Create an account' })
  await expect(link).toHaveAttribute('href', '/signup?redirect=/dashboard%23api-access')
  await link.click()
  await submitSignUpForm(page, newAccount('apidev'))
  await expect(page).toHaveURL(/\/dashboard#api-access$/)
})

test('the gallery cards line up at desktop width too', async ({ page }) => {
  await signUp(page, newAccount('deskrows'))
  await makeGalleryImages(page)
  await page.goto('/gallery')
  const cards = page.getByRole('list', { name: 'Your images' }).getByRole('listitem')
  await expect(cards).toHaveCount(4)
  for (const image of await cards.getByRole('img').all()) await expectImageLoaded(image)
  expect(await expectGalleryRowsAligned(cards)).toEqual([4])
  await screenshot(page, 'polish-gallery')
})

test('the API docs price and tier tables at desktop width show every column without scrolling', async ({ page }) => {
  await page.goto('/api-docs')
  await waitForHydration(page)
  const prices = page.getByRole('table', { name: 'Credits per image, by quality and size' })
  await expect(prices.getByRole('row').filter({ hasText: 'high' })).toContainText('15')
  // Wide enough: no hint, no fade, nothing to scroll.
  await expect(page.getByText('Scroll sideways to see every column')).toHaveCount(0)
  await prices.scrollIntoViewIfNeeded()
  await screenshot(page, 'polish-api-docs')
  await partScreenshot(page.locator('#costs'), 'polish-api-docs-pricing')
  await page.getByRole('tab', { name: 'Authentication', exact: true }).click()
  const tiers = page.getByRole('tabpanel').first().getByRole('table', { name: 'Rate limits by tier' })
  await tiers.scrollIntoViewIfNeeded()
  await expect(tiers.getByRole('columnheader', { name: 'Who' })).toBeInViewport()
  await expect(page.getByText('Scroll sideways to see every column')).toHaveCount(0)
  await partScreenshot(tiers.locator('xpath=ancestor::section[1]'), 'polish-api-docs-tiers')
})
