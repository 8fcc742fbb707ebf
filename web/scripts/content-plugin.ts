import { readFile } from 'node:fs/promises'
import { basename } from 'node:path'
import type { Plugin } from 'vite'
import { readArticle } from '../src/features/blog/data/article-schema.ts'
import { markdownToContent } from './markdown-content.ts'

/**
 * Turns the site's markdown into modules at build time:
 * - `article.md?meta` is only a blog article's checked front matter, so the blog index lists
 *   every article without downloading any article text;
 * - `article.md?article` is the front matter plus the body as a content tree, one chunk per
 *   article;
 * - `page.md?content` is a whole file as a content tree (the legal pages).
 * The browser never parses markdown (src/components/content/content-tree.ts). A malformed file
 * fails the build (and the tests) here instead of breaking a page later.
 */
export function contentPlugin(): Plugin {
  return {
    name: 'cardsmith-content',
    enforce: 'pre',
    async load(id) {
      const [file, query] = id.split('?')
      if (!file.endsWith('.md') || !['meta', 'article', 'content'].includes(query)) return null
      this.addWatchFile(file)
      const source = await readFile(file, 'utf8')
      return `export default ${JSON.stringify(moduleValue(source, file, query))}`
    },
  }
}

function moduleValue(source: string, file: string, query: string) {
  if (query === 'content') return markdownToContent(source, file)
  const { meta, body } = readArticle(source, basename(file, '.md'))
  return query === 'meta' ? meta : { meta, body: markdownToContent(body, file) }
}
