// Renders public/og-image.svg to public/og-image.png (1200x630), the picture link previews
// show. Uses the site's own fonts and the system Chromium. Run: node scripts/render-og-image.mjs
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'

const root = fileURLToPath(new URL('..', import.meta.url))
const fontUrl = (path) => new URL(`node_modules/${path}`, `file://${root}`).href
const svg = readFileSync(`${root}public/og-image.svg`, 'utf8')

const html = `<!doctype html><html><head><style>
@font-face { font-family: 'Fraunces Variable'; font-weight: 100 900; font-style: normal;
  src: url(${fontUrl('@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2')}) format('woff2-variations'); }
@font-face { font-family: 'Fraunces Variable'; font-weight: 100 900; font-style: italic;
  src: url(${fontUrl('@fontsource-variable/fraunces/files/fraunces-latin-wght-italic.woff2')}) format('woff2-variations'); }
@font-face { font-family: 'Plus Jakarta Sans Variable'; font-weight: 200 800; font-style: normal;
  src: url(${fontUrl('@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2')}) format('woff2-variations'); }
html, body { margin: 0; }
</style></head><body>${svg}</body></html>`

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
})
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } })
// A file:// page may load the font files from node_modules; about:blank may not.
const workDir = mkdtempSync(join(tmpdir(), 'og-image-'))
const htmlPath = join(workDir, 'og-image.html')
writeFileSync(htmlPath, html)
await page.goto(`file://${htmlPath}`, { waitUntil: 'load' })
// Runs in the page, where document exists.
// eslint-disable-next-line no-undef
await page.evaluate(() => document.fonts.ready)
await page.screenshot({ path: `${root}public/og-image.png`, clip: { x: 0, y: 0, width: 1200, height: 630 } })
await browser.close()
rmSync(workDir, { recursive: true, force: true })
console.log('wrote public/og-image.png')
