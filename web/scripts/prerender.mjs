// Writes the prerendered public pages into the build: dist/prerender/<page>.html holds the
// markup for inside #root ("index" for /, otherwise the path without its leading slash). The
// server embeds dist and sends that markup with the page (crates/server/src/http/pages).
// Runs after `vite build --ssr src/entry-server.tsx --outDir dist-ssr` (npm run build).
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'

// The browser runs React's production build; render with the same one.
process.env.NODE_ENV = 'production'

const { PRERENDERED_PATHS, renderPage } = await import('../dist-ssr/entry-server.js')

const outDir = new URL('../dist/prerender/', import.meta.url)
for (const path of PRERENDERED_PATHS) {
  const file = fileURLToPath(new URL(`${path === '/' ? 'index' : path.slice(1)}.html`, outDir))
  await mkdir(dirname(file), { recursive: true })
  await writeFile(file, await renderPage(path))
}
console.log(`Prerendered ${PRERENDERED_PATHS.length} pages into dist/prerender.`)
