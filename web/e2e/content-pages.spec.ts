import { expect, test, type Page } from '@playwright/test'
import { waitForHydration } from './support'

// The content pages are read on wide screens as much as on phones; this is the desktop check.
test.use({ viewport: { width: 1280, height: 800 } })

async function expectNoHorizontalOverflow(page: Page) {
  const width = page.viewportSize()!.width
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
}

const PAGES = [
  { path: '/blog', h1: 'Articles & Guides', title: /^Articles & Guides .*\| Cardsmith$/ },
  {
    path: '/birthday-card-messages',
    h1: 'Birthday Card Messages for Everyone on Your List',
    title: 'Birthday Card Messages for Everyone on Your List | Cardsmith',
  },
  { path: '/help', h1: 'Help Center', title: /^Help Center .*\| Cardsmith$/ },
  { path: '/about', h1: 'About Cardsmith', title: /^About Cardsmith/ },
  { path: '/terms', h1: 'Terms of Service', title: 'Terms of Service | Cardsmith' },
  { path: '/prompts', h1: 'Prompt Ideas', title: /^Prompt Ideas .*\| Cardsmith$/ },
]

for (const { path, h1, title } of PAGES) {
  test(`${path} is served with its heading and title, and fits the screen`, async ({ page }) => {
    const response = await page.goto(path)

    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1)
    await expect(page).toHaveTitle(title)
    await expectNoHorizontalOverflow(page)
  })
}

test('an article shows its facts, its text and the way onward', async ({ page }) => {
  await page.goto('/sympathy-cards-guide')

  const main = page.getByRole('main')
  await expect(main.getByText('Sympathy Cards', { exact: true }).first()).toBeVisible()
  await expect(main.getByText(/\d+ min read/)).toBeVisible()
  await expect(main.getByRole('heading', { level: 2, name: 'Phrases to avoid' })).toBeVisible()
  const onward = main.getByRole('complementary', { name: 'Ready to make yours?' })
  await expect(onward.getByRole('link', { name: 'Create a Card' })).toHaveAttribute('href', '/create')
  await expect(onward.getByRole('link', { name: 'Create an Image' })).toHaveAttribute('href', '/generate')
  await expect(main.getByRole('navigation', { name: 'Keep exploring' })).toContainText('Content policy')

  // Once the page is live, links go through the router: no full page load, so what the
  // page set on window survives. (Before hydration they are plain links.)
  await waitForHydration(page)
  await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true))
  await onward.getByRole('link', { name: 'More articles' }).click()
  await expect(page).toHaveURL(/\/blog$/)
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true)
})

test('the blog filters by category and by search', async ({ page }) => {
  await page.goto('/blog')
  await waitForHydration(page)
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 2, name: 'Featured Articles' })).toBeVisible()
  await expect(main.getByRole('heading', { level: 2, name: 'All Articles' })).toBeVisible()

  await main.getByRole('button', { name: 'Wedding Cards' }).click()
  await expect(main.getByRole('button', { name: 'Wedding Cards' })).toHaveAttribute('aria-pressed', 'true')
  await expect(main.getByRole('heading', { level: 2, name: 'Featured Articles' })).toHaveCount(0)
  await expect(main.getByRole('link', { name: /Wedding Congratulations/ })).toBeVisible()
  await expect(main.getByRole('link', { name: /Birthday Card Messages/ })).toHaveCount(0)

  await main.getByRole('button', { name: 'All', exact: true }).click()
  await main.getByPlaceholder('Search articles...').fill('etiquette')
  await expect(main.getByRole('heading', { level: 2, name: 'Search Results' })).toBeVisible()
  await expect(main.getByRole('link', { name: /Thank-You Cards/ })).toBeVisible()

  await main.getByPlaceholder('Search articles...').fill('zebra spaceship')
  await expect(main.getByText('No articles found matching your criteria.')).toBeVisible()

  await main.getByPlaceholder('Search articles...').fill('')
  await main.getByRole('link', { name: 'Birthday Card Messages for Everyone on Your List' }).click()
  await expect(page).toHaveURL(/\/birthday-card-messages$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Birthday Card Messages for Everyone on Your List')
})

test('the help center opens one answer at a time, and legal pages show their date', async ({ page }) => {
  await page.goto('/help')
  await waitForHydration(page)
  const cost = page.getByRole('button', { name: 'How much does a card or image cost?' })
  const refund = page.getByRole('button', { name: 'Can I get a refund?' })

  await cost.click()
  await expect(cost).toHaveAttribute('aria-expanded', 'true')
  await refund.click()
  await expect(refund).toHaveAttribute('aria-expanded', 'true')
  await expect(cost).toHaveAttribute('aria-expanded', 'false')
  await expect(page.getByText(/within 14 days of purchase/)).toBeVisible()

  await page.getByRole('navigation', { name: 'Related pages' }).getByRole('link', { name: 'Privacy Policy' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy')
  await expect(page.getByText('Last updated May 12, 2025')).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Related pages' })).toContainText('Privacy Policy (current)')
})
