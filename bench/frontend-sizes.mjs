// The JavaScript and CSS each main route loads, in bytes as transferred (the server gzips them)
// and decoded, measured in Chromium against a running server with a cold cache per route.
//   node bench/frontend-sizes.mjs <base URL> <out.json> [cookies.json]
// cookies.json ({name: value}) signs the browser in for the routes that need an account.
// Playwright comes from web/node_modules (it is the web app's dev dependency); Chromium from
// CHROMIUM_PATH (default /usr/bin/chromium), as in the browser tests.
import { readFile, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'

const require = createRequire(new URL('../web/package.json', import.meta.url))
const { chromium } = require('@playwright/test')

/** The main routes. Gallery, purchase and dashboard send visitors to /login, so they are measured signed in. */
const ROUTES = [
  { path: '/', signedIn: false },
  { path: '/create', signedIn: false },
  { path: '/generate', signedIn: false },
  { path: '/gallery', signedIn: true },
  { path: '/purchase', signedIn: true },
  { path: '/dashboard', signedIn: true },
  { path: '/article', signedIn: false },
  { path: '/help', signedIn: false },
  { path: '/login', signedIn: false },
]
const KINDS = { script: 'js', stylesheet: 'css' }

const [base, out, cookieFile] = process.argv.slice(2)
if (!base || !out) {
  console.error('usage: node bench/frontend-sizes.mjs <base URL> <out.json> [cookies.json]')
  process.exit(2)
}
const cookies = cookieFile ? JSON.parse(await readFile(cookieFile, 'utf8')) : {}

async function measure(browser, route) {
  const context = await browser.newContext()
  if (route.signedIn) {
    if (Object.keys(cookies).length === 0) throw new Error(`${route.path} needs cookies.json`)
    await context.addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value, url: base })))
  }
  const page = await context.newPage()
  const responses = []
  page.on('response', (response) => {
    if (KINDS[response.request().resourceType()]) responses.push(response)
  })
  await page.goto(new URL(route.path, base).href, { waitUntil: 'networkidle' })
  const totals = { js: { files: 0, transferred: 0, decoded: 0 }, css: { files: 0, transferred: 0, decoded: 0 } }
  const encodings = new Set()
  for (const response of responses) {
    const total = totals[KINDS[response.request().resourceType()]]
    const sizes = await response.request().sizes()
    total.files += 1
    total.transferred += sizes.responseBodySize
    total.decoded += (await response.body()).length
    encodings.add(response.headers()['content-encoding'] ?? 'identity')
  }
  const landed = new URL(page.url()).pathname
  await context.close()
  return { ...route, landed, ...totals, encodings: [...encodings] }
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
})
try {
  const routes = []
  for (const route of ROUTES) {
    const measured = await measure(browser, route)
    routes.push(measured)
    const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`
    console.log(`${route.path.padEnd(11)} js ${kb(measured.js.transferred)} in ${measured.js.files} files, ` +
      `css ${kb(measured.css.transferred)} in ${measured.css.files} (${measured.encodings.join(', ')})`)
  }
  await writeFile(out, `${JSON.stringify({ routes }, null, 2)}\n`)
} finally {
  await browser.close()
}
