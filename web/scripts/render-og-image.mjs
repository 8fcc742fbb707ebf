// Renders public/og-image.svg to public/og-image.png (1200x630), the picture link previews
// show. Uses the site's own fonts and the system Chromium. Run: node scripts/render-og-image.mjs
import { readFileSync } from 'node:fs'
import { FONT_FACES, renderPictures, webRoot } from './og/render-html.mjs'

const svg = readFileSync(`${webRoot}public/og-image.svg`, 'utf8')
const html = `<!doctype html><html><head><style>${FONT_FACES}
html, body { margin: 0; }
</style></head><body>${svg}</body></html>`

await renderPictures([{ html, path: `${webRoot}public/og-image.png` }])
console.log('wrote public/og-image.png')
