// Shared by the scripts that draw link-preview pictures: the site's fonts and a Chromium page
// of the size link previews use (1200x630), so every picture is set in the same type.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'

export const WIDTH = 1200
export const HEIGHT = 630

/** The web/ folder, with a trailing slash. */
export const webRoot = fileURLToPath(new URL('../..', import.meta.url))

const fontUrl = (path) => new URL(`node_modules/${path}`, `file://${webRoot}`).href

/** The site's two variable fonts, under the family names its CSS uses. */
export const FONT_FACES = `
@font-face { font-family: 'Fraunces Variable'; font-weight: 100 900; font-style: normal;
  src: url(${fontUrl('@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2')}) format('woff2-variations'); }
@font-face { font-family: 'Fraunces Variable'; font-weight: 100 900; font-style: italic;
  src: url(${fontUrl('@fontsource-variable/fraunces/files/fraunces-latin-wght-italic.woff2')}) format('woff2-variations'); }
@font-face { font-family: 'Plus Jakarta Sans Variable'; font-weight: 200 800; font-style: normal;
  src: url(${fontUrl('@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2')}) format('woff2-variations'); }
`

/**
 * Screenshots each `{ html, path, beforeShot }` (a full document, an absolute output path) at
 * 1200x630 in one browser. `.jpg` paths are written as JPEG at `jpegQuality`, others as PNG.
 * `beforeShot(page)` may adjust the layout once the fonts are in.
 */
export async function renderPictures(pictures, { jpegQuality = 90 } = {}) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  })
  // A file:// page may load the font files from node_modules; about:blank may not.
  const workDir = mkdtempSync(join(tmpdir(), 'og-image-'))
  try {
    const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT } })
    for (const { html, path, beforeShot } of pictures) {
      const htmlPath = join(workDir, 'picture.html')
      writeFileSync(htmlPath, html)
      await page.goto(`file://${htmlPath}`, { waitUntil: 'load' })
      // Runs in the page, where document exists.
      // eslint-disable-next-line no-undef
      await page.evaluate(() => document.fonts.ready)
      if (beforeShot) await beforeShot(page)
      mkdirSync(dirname(path), { recursive: true })
      const jpeg = path.endsWith('.jpg')
      await page.screenshot({
        path,
        clip: { x: 0, y: 0, width: WIDTH, height: HEIGHT },
        ...(jpeg ? { type: 'jpeg', quality: jpegQuality } : { type: 'png' }),
      })
    }
  } finally {
    await browser.close()
    rmSync(workDir, { recursive: true, force: true })
  }
}
