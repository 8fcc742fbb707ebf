import type { ArticleMeta } from '../data/article-schema'

export function articleMeta(overrides: Partial<ArticleMeta> & Pick<ArticleMeta, 'slug'>): ArticleMeta {
  return {
    title: `Title of ${overrides.slug}`,
    excerpt: 'An excerpt.',
    category: 'Birthday Cards',
    readTime: '5 min read',
    publishDate: '2025-05-01',
    tags: ['ideas'],
    featured: false,
    ...overrides,
  }
}
