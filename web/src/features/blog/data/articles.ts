import type { ArticleMeta } from './article-schema'

/*
 * Only the front matter of every article (prepared by scripts/content-plugin.ts): the blog
 * index lists and searches all of them without downloading any article text.
 */
const metaModules = import.meta.glob<ArticleMeta>('../articles/*.md', {
  query: '?meta',
  import: 'default',
  eager: true,
})

/** Newest first, the order readers expect from a blog. */
export const articleMetas: ArticleMeta[] = Object.values(metaModules).sort((a, b) =>
  b.publishDate.localeCompare(a.publishDate),
)
