import { expect, test } from '@playwright/test'

// Swagger UI asks swagger.io's validator for a badge on any host but localhost, which the content
// security policy blocks with a console error. A host name mapped to this server shows whether
// the page is clean where customers open it.
const HOST = 'api.cardsmith.test'

test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', `--host-resolver-rules=MAP ${HOST} 127.0.0.1`],
  },
})

test('the public API reference at /v1/docs loads on a real host name without a console error', async ({ page, baseURL }) => {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  const outside: string[] = []
  page.on('request', (request) => {
    if (!new URL(request.url()).hostname.endsWith(HOST)) outside.push(request.url())
  })

  const port = new URL(baseURL ?? '').port
  await page.goto(`http://${HOST}:${port}/v1/docs/`)
  await expect(page.getByRole('heading', { name: /Cardsmith API/ })).toBeVisible()
  await expect(page.getByText('/v1/images/generate').first()).toBeVisible()
  expect(problems).toEqual([])
  expect(outside).toEqual([])
})
