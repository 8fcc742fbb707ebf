import { describe, expect, it } from 'vitest'
import { contentLinks } from '@/components/content/content-tree'
import { articleSlugs, loadArticle } from '@/features/blog/data/article-files'
import { articleMetas } from '@/features/blog/data/articles'
import table from './route-meta.json'

// Only the file names: the pictures themselves are never loaded.
const articlePictures = new Set(
  Object.keys(import.meta.glob('/public/og/articles/*')).map((file) => file.slice('/public'.length)),
)

// The server renders article titles and descriptions from route-meta.json, the page from the
// article file: these checks keep the two from drifting apart.
describe('article routes', () => {
  it('give every article a route-meta entry: its title, its excerpt as the description, its category', () => {
    for (const article of articleMetas) {
      const entry = table.routes.find((route) => route.path === `/${article.slug}`)
      expect(entry, article.slug).toMatchObject({
        title: `${article.title} | Cardsmith`,
        description: article.excerpt,
        noindex: false,
        article: { section: article.category },
      })
    }
  })

  it('give every article its own link-preview picture (scripts/render-article-images.mjs draws them)', () => {
    for (const article of articleMetas) {
      const entry = table.routes.find((route) => route.path === `/${article.slug}`)
      const picture = `/og/articles/${article.slug}.jpg`
      expect(entry?.image, article.slug).toBe(picture)
      expect(articlePictures.has(picture), `public${picture} exists`).toBe(true)
    }
  })

  it('only link to paths the site serves', async () => {
    // /api-docs (the spec's API documentation, linked from the footer too) gets its entry when that screen lands.
    const sitePaths = new Set(['/api-docs', ...table.routes.map((route) => route.path)])
    for (const slug of articleSlugs) {
      const { body } = await loadArticle(slug)
      for (const href of contentLinks(body).filter((href) => href.startsWith('/'))) {
        const path = href.replace(/[#?].*$/, '')
        expect(sitePaths.has(path), `${slug} links to ${path}`).toBe(true)
      }
    }
  })
})
