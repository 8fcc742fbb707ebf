import { z } from 'zod'
import { parseFrontMatter } from '../utils/front-matter.ts'
import { BLOG_CATEGORIES } from './categories.ts'

/*
 * Relative imports with file extensions only: vite.config.ts loads this file at build time,
 * before the `@/` alias exists.
 */

export const articleMetaSchema = z.strictObject({
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  title: z.string().min(1),
  excerpt: z.string().min(1),
  category: z.enum(BLOG_CATEGORIES),
  readTime: z.string().regex(/^\d+ min read$/),
  publishDate: z.iso.date(),
  tags: z.array(z.string().min(1)).min(1),
  featured: z.boolean(),
})

export type ArticleMeta = z.infer<typeof articleMetaSchema>

/** An article file, read and checked. */
export interface ArticleSource {
  meta: ArticleMeta
  /** Markdown without the front matter. */
  body: string
}

/** Parses and checks one article file; the file name must be the slug, so URLs stay predictable. */
export function readArticle(source: string, fileSlug: string): ArticleSource {
  const { data, body } = parseFrontMatter(source)
  const meta = articleMetaSchema.parse(data)
  if (meta.slug !== fileSlug) throw new Error(`Article ${fileSlug}.md declares slug "${meta.slug}"`)
  return { meta, body }
}
