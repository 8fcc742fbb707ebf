import type { ArticleMeta } from '../data/article-schema'
import type { BlogCategory } from '../data/categories'

export type CategoryFilter = 'All' | BlogCategory

export interface BlogListing {
  /** Shown only while browsing everything: no search text and the All category. */
  featured: ArticleMeta[]
  heading: 'All Articles' | 'Search Results'
  articles: ArticleMeta[]
}

function matches(article: ArticleMeta, words: string[]): boolean {
  const haystack = [article.title, article.excerpt, article.category, ...article.tags].join(' ').toLowerCase()
  return words.every((word) => haystack.includes(word))
}

/** What the blog index shows for a search text and a category. Every word of the search must
 * appear somewhere in the title, excerpt, category or tags. */
export function filterArticles(all: ArticleMeta[], search: string, category: CategoryFilter): BlogListing {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean)
  const browsing = words.length === 0 && category === 'All'
  if (browsing) {
    return {
      featured: all.filter((article) => article.featured),
      heading: 'All Articles',
      articles: all.filter((article) => !article.featured),
    }
  }
  const inCategory = category === 'All' ? all : all.filter((article) => article.category === category)
  return {
    featured: [],
    // With a category but no search text the list is still "all" of that category.
    heading: words.length > 0 ? 'Search Results' : 'All Articles',
    articles: inCategory.filter((article) => matches(article, words)),
  }
}
