// Renders one link-preview picture per blog article into public/og/articles/{slug}.jpg, from the
// article routes of src/app/route-meta.json (whose titles and categories a test keeps equal to
// the articles' front matter). Run after adding an article or changing a title or category:
//   node scripts/render-article-images.mjs
// JPEG because the soft gradients make a PNG of the same picture about five times as heavy
// (some 400 KB against 80 KB), too much for a link preview.
import { readFileSync } from 'node:fs'
import { articlePictureHtml, fitTitle } from './og/article-picture.mjs'
import { renderPictures, webRoot } from './og/render-html.mjs'

const table = JSON.parse(readFileSync(`${webRoot}src/app/route-meta.json`, 'utf8'))
const titleSuffix = ` | ${table.siteName}`

const pictures = table.routes
  .filter((route) => route.article)
  .map((route) => {
    if (!route.image) throw new Error(`${route.path} has no image in route-meta.json`)
    return {
      html: articlePictureHtml({
        title: route.title.endsWith(titleSuffix) ? route.title.slice(0, -titleSuffix.length) : route.title,
        category: route.article.section,
      }),
      path: `${webRoot}public${route.image}`,
      beforeShot: fitTitle,
    }
  })

await renderPictures(pictures)
for (const { path } of pictures) console.log(`wrote ${path.slice(webRoot.length)}`)
