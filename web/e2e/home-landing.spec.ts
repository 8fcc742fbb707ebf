import { expect, test, type Page } from '@playwright/test'
import { expectImageLoaded, newAccount, signUp } from './support'

/** The carousel, scrolled to and loaded (its code loads as it comes near). */
async function carousel(page: Page) {
  const region = page.getByRole('region', { name: 'Example cards' })
  await page.getByRole('heading', { name: 'Cards for every occasion' }).scrollIntoViewIfNeeded()
  await expect(region.getByRole('button', { name: /^Show card/ })).toHaveCount(4)
  return region
}

/**
 * Opens the home page on a stopped clock and loads the carousel by moving the clock 50 ms at a
 * time (React shows lazily loaded content on a timer), so the carousel starts less than 50 ms
 * before the clock's current time.
 */
async function carouselOnStoppedClock(page: Page) {
  await page.clock.install({ time: new Date('2026-11-24T10:00:00Z') })
  await page.clock.pauseAt(new Date('2026-11-24T10:00:01Z'))
  await page.goto('/')
  await page.getByRole('heading', { name: 'Cards for every occasion' }).scrollIntoViewIfNeeded()
  const region = page.getByRole('region', { name: 'Example cards' })
  const dots = region.getByRole('button', { name: /^Show card/ })
  // Polled every 50 ms of real time too: at expect.poll's default back-off (up to a second
  // apart) ten seconds hold only a dozen steps of the stopped clock, too few on a busy machine.
  await expect
    .poll(
      async () => {
        await page.clock.runFor(50)
        return dots.count()
      },
      { intervals: [50], timeout: 20_000 },
    )
    .toBe(4)
  return region
}

/** The dot of the card at the carousel's start. */
const currentCard = (page: Page) =>
  page.getByRole('button', { name: /^Show card/ }).and(page.locator('[aria-current="true"]'))

/** The two previews, scrolled to and loaded. */
async function previews(page: Page) {
  await page.locator('#generate').scrollIntoViewIfNeeded()
  await expect(page.getByRole('tab', { name: 'Card Creator Preview' })).toBeVisible()
}

test('the carousel moves on every 5 s, holds after an arrow press and plays on 10 s later', async ({ page }) => {
  const region = await carouselOnStoppedClock(page)
  await expect(currentCard(page)).toHaveAccessibleName('Show card 1 of 4')

  await page.clock.runFor(4900)
  await expect(currentCard(page)).toHaveAccessibleName('Show card 1 of 4')
  await page.clock.runFor(100)
  await expect(currentCard(page)).toHaveAccessibleName('Show card 2 of 4')
  await page.clock.runFor(5000)
  await expect(currentCard(page)).toHaveAccessibleName('Show card 3 of 4')

  await region.getByRole('button', { name: 'Previous card' }).click()
  await expect(currentCard(page)).toHaveAccessibleName('Show card 2 of 4')
  // Resumes after 10 s, then moves on one beat later.
  await page.clock.runFor(14_900)
  await expect(currentCard(page)).toHaveAccessibleName('Show card 2 of 4')
  await page.clock.runFor(100)
  await expect(currentCard(page)).toHaveAccessibleName('Show card 3 of 4')

  // It loops: on from the last card to the first.
  await page.clock.runFor(10_000)
  await expect(currentCard(page)).toHaveAccessibleName('Show card 1 of 4')
  await page.clock.runFor(1000)
  await region.scrollIntoViewIfNeeded()
  await expect(region.getByRole('group', { name: '1 of 4' })).toBeInViewport({ ratio: 0.9 })
  await expect(region.getByRole('group', { name: '3 of 4' })).toBeInViewport({ ratio: 0.9 })
  // Three in view on a wide screen, and the arrows can always move.
  await expect(region.getByRole('group', { name: '4 of 4' })).not.toBeInViewport({ ratio: 0.5 })
  await expect(region.getByRole('button', { name: 'Previous card' })).toBeEnabled()
  await expect(region.getByRole('button', { name: 'Next card' })).toBeEnabled()
})

test('the Pause switch stops the carousel until Play', async ({ page }) => {
  const region = await carouselOnStoppedClock(page)

  await region.getByRole('button', { name: 'Pause the slideshow' }).click()
  await page.clock.runFor(30_000)
  await expect(currentCard(page)).toHaveAccessibleName('Show card 1 of 4')
  await region.getByRole('button', { name: 'Play the slideshow' }).click()
  await page.clock.runFor(5000)
  await expect(currentCard(page)).toHaveAccessibleName('Show card 2 of 4')
})

test('the example pictures load, and a click opens one in the viewer', async ({ page }) => {
  await page.goto('/')
  const region = await carousel(page)
  await region.getByRole('button', { name: 'Pause the slideshow' }).click()
  await expectImageLoaded(region.getByRole('img', { name: /^A birthday card/ }))

  await region.getByRole('button', { name: 'Open the Anniversary Celebration Card picture' }).click()
  const viewer = page.getByRole('dialog', { name: 'Anniversary Celebration Card' })
  await expectImageLoaded(viewer.getByRole('img', { name: /^An anniversary card/ }))
  await expect(viewer.getByRole('link', { name: 'Create a card like this' })).toHaveAttribute('href', '/create')
  await page.keyboard.press('Escape')
  await expect(viewer).toBeHidden()
})

test('a picture that cannot load leaves a gradient placeholder', async ({ page }) => {
  await page.route('**/api/images/file/images/thank-you-card.webp', (route) => route.fulfill({ status: 404 }))
  await page.goto('/')
  const region = await carousel(page)

  await expect(region.getByRole('img', { name: /^A thank you card.*\(image failed to load\)$/ })).toBeVisible()
  await expectImageLoaded(region.getByRole('img', { name: /^A birthday card/ }))
})

test('View Pricing scrolls to the packages and the price table', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('link', { name: 'View Pricing' }).click()

  await expect(page).toHaveURL(/\/#pricing$/)
  const pricing = page.locator('#pricing')
  await expect(pricing.getByRole('heading', { name: 'Pay only for what you create' })).toBeInViewport()
  await expect(pricing.getByRole('button', { name: 'Buy Now' })).toHaveCount(3)
  await expect(pricing.getByText('Most Popular')).toBeVisible()
  await expect(pricing.getByRole('table')).toContainText('15 credits')
})

test("a visitor's Buy Now asks to log in, carrying the package to /purchase", async ({ page }) => {
  await page.goto('/#pricing')
  const starter = page.locator('#pricing').getByRole('article', { name: 'Starter' })
  await starter.getByRole('button', { name: 'Buy Now' }).click()

  await expect(page).toHaveURL(/\/login\?redirect=\/purchase&package=starter$/)
})

test('the previews switch between the wizard and the image form, keeping a started card', async ({ page }) => {
  await page.goto('/')
  await previews(page)
  const section = page.locator('#generate')
  await expect(section.getByRole('link', { name: /Card Creation Wizard/ })).toHaveAttribute('href', '/create')
  await expect(section.getByRole('link', { name: /Custom Image Generator/ })).toHaveAttribute('href', '/generate')

  await expect(section.getByRole('heading', { name: "What's the occasion?" })).toBeVisible()
  await section.getByRole('radio', { name: 'Birthday' }).check()

  await section.getByRole('tab', { name: 'Image Generator Preview' }).click()
  await expect(section.getByRole('heading', { name: 'Create an Account to Generate Images' })).toBeVisible()
  await expect(section.getByRole('link', { name: 'Create an Account' })).toHaveAttribute('href', /^\/signup/)
  await expect(section.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', /^\/login/)
  await expect(section.getByRole('heading', { name: "What's the occasion?" })).toBeHidden()

  await section.getByRole('tab', { name: 'Card Creator Preview' }).click()
  await expect(section.getByRole('radio', { name: 'Birthday' })).toBeChecked()
})

test("the gallery's link to /#generate lands on the image preview", async ({ page }) => {
  await page.goto('/#generate')

  await expect(page.getByRole('heading', { name: 'Two Ways to Create' })).toBeInViewport()
  await expect(page.getByRole('tab', { name: 'Image Generator Preview' })).toHaveAttribute('aria-selected', 'true')
})

test('signed in, the hero, the image preview and the closing links lead to the generator', async ({ page }) => {
  await signUp(page, newAccount('home'))
  await page.goto('/')
  await expect(page.getByRole('link', { name: 'Create Your First Image' })).toHaveAttribute('href', '/generate')

  await previews(page)
  await page.getByRole('tab', { name: 'Image Generator Preview' }).click()
  await expect(page.locator('#generate').getByLabel('Describe your image')).toBeVisible()

  const closing = page.getByRole('region', { name: "Make someone's day" })
  await closing.scrollIntoViewIfNeeded()
  await expect(closing.getByRole('link', { name: 'Generate an Image' })).toHaveAttribute('href', '/generate')
  await expect(closing.getByRole('link', { name: 'Create a Card' })).toHaveAttribute('href', '/create')
  await expect(closing.getByRole('link', { name: 'Learn About AI Cards' })).toHaveAttribute('href', '/article')
  await expect(closing.getByRole('link', { name: 'Sign Up Free' })).toHaveCount(0)
})

test('a visitor is invited to sign up at the end of the page', async ({ page }) => {
  await page.goto('/')
  const closing = page.getByRole('region', { name: "Make someone's day" })
  await closing.scrollIntoViewIfNeeded()

  await expect(closing.getByRole('link', { name: 'Sign Up Free' })).toHaveAttribute('href', '/signup')
  await expect(closing.getByRole('link', { name: 'Learn About AI Cards' })).toHaveAttribute('href', '/article')
})
