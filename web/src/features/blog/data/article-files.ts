import type { ContentNode } from '@/components/content/content-tree'
import type { ArticleMeta } from './article-schema'

/** An article as its page gets it: the body made into a content tree at build time. */
export interface Article {
  meta: ArticleMeta
  body: ContentNode[]
}

/*
 * Lazy: each article (front matter + content tree, prepared by scripts/content-plugin.ts) is its own
 * chunk, downloaded only when someone opens it. The router imports this file for the slugs, and
 * the keys of a lazy glob are only file names, so no article text reaches the main bundle.
 */
const files = import.meta.glob<Article>('../articles/*.md', { query: '?article', import: 'default' })

const slugOf = (file: string) => file.slice(file.lastIndexOf('/') + 1, -'.md'.length)

const loaders = new Map(Object.entries(files).map(([file, load]) => [slugOf(file), load]))

/** Every article path (/{slug}), straight from the file names. */
export const articleSlugs: string[] = [...loaders.keys()].sort()

export async function loadArticle(slug: string): Promise<Article> {
  const load = loaders.get(slug)
  if (!load) throw new Error(`No article with slug ${slug}`)
  return load()
}
