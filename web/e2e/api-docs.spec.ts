import { expect, test, type Page } from '@playwright/test'
import { waitForHydration } from './support'

const TABS = ['Getting Started', 'Authentication', 'Endpoints', 'Examples', 'AI assistants']

/** The open tab's panel (examples have language tabs with panels of their own). */
const openPanel = (page: Page) => page.getByRole('tabpanel').first()

test('the API docs: five tabs, examples that call this site, and the server-made reference', async ({ page }) => {
  await page.goto('/api-docs')
  const origin = new URL(page.url()).origin

  await test.step('the page and its tabs', async () => {
    await expect(page).toHaveTitle(/^API Documentation/)
    await expect(page.getByRole('heading', { level: 1, name: 'API Documentation' })).toBeVisible()
    await expect(page.getByRole('tablist').first().getByRole('tab')).toHaveText(TABS)
    await expect(page.getByRole('tab', { name: 'Getting Started' })).toHaveAttribute('aria-selected', 'true')
  })

  await test.step('Getting Started: the base URL of this site, the live prices, links to the reference', async () => {
    await expect(page.getByRole('group', { name: 'Base URL code' })).toContainText(`${origin}/v1`)
    await expect(openPanel(page).getByRole('group', { name: 'cURL code' })).toContainText(`curl "${origin}/v1/account"`)
    const prices = page.getByRole('table', { name: 'Credits per image, by quality and size' })
    await expect(prices.getByRole('row').filter({ hasText: 'high' })).toContainText('15')
    await expect(page.getByRole('link', { name: /Swagger UI/ })).toHaveAttribute('href', '/v1/docs')
    await expect(page.getByRole('link', { name: /OpenAPI document/ })).toHaveAttribute('href', '/v1/openapi.json')
  })

  await test.step('Getting Started: each SDK generated from this site\'s document, and its first call', async () => {
    await expect(page.getByRole('group', { name: 'Python SDK: install code' })).toContainText(`--url ${origin}/v1/openapi.json`)
    await expect(page.getByRole('group', { name: 'Python SDK: first call code' })).toContainText(`base_url="${origin}"`)
    await page.getByRole('tab', { name: 'TypeScript SDK' }).click()
    await expect(page.getByRole('group', { name: 'TypeScript SDK: install code' })).toContainText(`${origin}/v1/openapi.json`)
  })

  await test.step('the reference links answer', async () => {
    const openapi = await page.request.get('/v1/openapi.json')
    expect(openapi.status()).toBe(200)
    const paths = Object.keys(((await openapi.json()) as { paths: Record<string, unknown> }).paths)
    expect(paths).toEqual(expect.arrayContaining(['/v1/images/generate', '/v1/cards/generate', '/v1/account']))
    const swagger = await page.request.get('/v1/docs')
    expect(swagger.status()).toBe(200)
    expect(swagger.headers()['content-type']).toContain('text/html')
  })

  await test.step('Authentication: the bearer header and the tiers', async () => {
    await page.getByRole('tab', { name: 'Authentication' }).click()
    await expect(openPanel(page).getByRole('group', { name: 'HTTP header code' })).toContainText('Authorization: Bearer cs_live_')
    const tiers = openPanel(page).getByRole('table', { name: 'Rate limits by tier' })
    await expect(tiers.getByRole('row').filter({ hasText: 'Premium' })).toContainText('10,000')
    await expect(openPanel(page)).toContainText('X-RateLimit-Remaining')
  })

  await test.step('Endpoints: every endpoint, with its example in each language', async () => {
    await page.getByRole('tab', { name: 'Endpoints' }).click()
    const generate = openPanel(page).getByRole('region', { name: 'Generate an image' })
    await expect(generate.getByRole('group', { name: 'cURL code' })).toContainText(`curl -X POST "${origin}/v1/images/generate"`)
    await generate.getByRole('tab', { name: 'JavaScript' }).click()
    await expect(generate.getByRole('group', { name: 'JavaScript code' })).toContainText(`fetch('${origin}/v1/images/generate'`)
    await generate.getByRole('tab', { name: 'Python' }).click()
    await expect(generate.getByRole('group', { name: 'Python code' })).toContainText(`"${origin}/v1/images/generate"`)
    // The choice holds for every example on the page.
    const account = openPanel(page).getByRole('region', { name: 'Get your account' })
    await expect(account.getByRole('group', { name: 'Python code' })).toContainText(`requests.get(`)
    await expect(openPanel(page).getByRole('region', { name: 'Errors' })).toContainText('idempotency_conflict')
  })

  await test.step('AI assistants: this site\'s /mcp, a client\'s settings and the tools', async () => {
    await page.getByRole('tab', { name: 'AI assistants' }).click()
    await expect(openPanel(page)).toContainText(`${origin}/mcp`)
    await expect(openPanel(page).getByRole('group', { name: 'JSON code' })).toContainText(`"url": "${origin}/mcp"`)
    for (const tool of ['create_card', 'generate_image', 'list_images', 'edit_card_text', 'send_card', 'get_credits']) {
      await expect(openPanel(page).getByText(tool, { exact: true })).toBeVisible()
    }
    // The address the tab names answers as an MCP server: a key is asked for.
    const unauthenticated = await page.request.post('/mcp', { data: {} })
    expect(unauthenticated.status()).toBe(401)
    expect(unauthenticated.headers()['www-authenticate']).toContain('Bearer')
  })

  await test.step('Examples: complete programs, ready to copy', async () => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.getByRole('tab', { name: 'Examples' }).click()
    const recipe = openPanel(page).getByRole('region', { name: 'Make a card, then change its words' })
    await expect(recipe.getByRole('group', { name: 'Python code' })).toContainText(`BASE = "${origin}/v1"`)
    await recipe.getByRole('button', { name: 'Copy Python code' }).click()
    await expect(page.getByText('Copied to clipboard', { exact: true })).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(`BASE = "${origin}/v1"`)
  })
})

test('on a phone the docs fit the screen: long code scrolls inside its block', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto('/api-docs')
  await waitForHydration(page)
  for (const tab of TABS) {
    await page.getByRole('tab', { name: tab, exact: true }).click()
    await expect(page.getByRole('tab', { name: tab, exact: true })).toHaveAttribute('aria-selected', 'true')
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${tab} fits`).toBeLessThanOrEqual(375)
  }
  const code = openPanel(page).locator('pre').first()
  expect(await code.evaluate((pre) => pre.scrollWidth > pre.clientWidth)).toBe(true)
})
