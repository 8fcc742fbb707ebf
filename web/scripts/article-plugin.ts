import { readFile } from 'node:fs/promises'
import { basename } from 'node:path'
import type { Plugin } from 'vite'
import { readArticle } from '../src/features/blog/data/article-schema.ts'

/**
 * Turns blog articles (markdown with front matter) into modules at build time:
 * - `article.md?meta` is only the checked front matter, so the blog index lists every article
 *   without downloading any article text;
 * - `article.md?article` is the front matter plus the markdown body, one chunk per article.
 * A malformed article fails the build (and the tests) here instead of breaking a page later.
 */
export function articlePlugin(): Plugin {
  return {
    name: 'cardsmith-articles',
    enforce: 'pre',
    async load(id) {
      const [file, query] = id.split('?')
      if (!file.endsWith('.md') || (query !== 'meta' && query !== 'article')) return null
      this.addWatchFile(file)
      const article = readArticle(await readFile(file, 'utf8'), basename(file, '.md'))
      return `export default ${JSON.stringify(query === 'meta' ? article.meta : article)}`
    },
  }
}
