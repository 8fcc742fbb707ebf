import { useSearchParams } from 'react-router'
import { useHydrated } from '@/hooks/use-hydrated'
import { BlogFilters } from '../components/blog-filters'
import { ArticleList } from '../components/article-list'
import { articleMetas } from '../data/articles'
import { BLOG_CATEGORIES } from '../data/categories'
import { filterArticles, type CategoryFilter } from '../utils/filter-articles'

function toCategory(value: string | null): CategoryFilter {
  return BLOG_CATEGORIES.find((category) => category === value) ?? 'All'
}

const NO_FILTER = new URLSearchParams()

/** The search and category live in the URL (?q=&category=), so going back from an article
 * returns to the same list, and a filtered list can be shared. The list is prerendered
 * unfiltered, so a filter in the address applies once the page has hydrated. */
export function BlogRoute() {
  const [urlParams, setParams] = useSearchParams()
  const params = useHydrated() ? urlParams : NO_FILTER
  const search = params.get('q') ?? ''
  const category = toCategory(params.get('category'))
  const listing = filterArticles(articleMetas, search, category)

  const update = (next: { q?: string; category?: CategoryFilter }) => {
    const merged = { q: search, category: category as string, ...next }
    const entries = Object.entries(merged).filter(([key, value]) => value !== '' && !(key === 'category' && value === 'All'))
    setParams(new URLSearchParams(entries), { replace: true, preventScrollReset: true })
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <header>
        <h1 className="font-display text-3xl font-semibold tracking-tight text-plum sm:text-4xl">
          Articles &amp; Guides
        </h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">
          Message ideas, etiquette and practical advice for every card you send, plus how to get the most out of AI
          images.
        </p>
      </header>
      <BlogFilters
        search={search}
        category={category}
        onSearchChange={(q) => update({ q })}
        onCategoryChange={(next) => update({ category: next })}
      />
      {listing.featured.length > 0 ? <ArticleList title="Featured Articles" articles={listing.featured} /> : null}
      {listing.articles.length > 0 ? (
        <ArticleList title={listing.heading} articles={listing.articles} />
      ) : listing.featured.length === 0 ? (
        <p role="status" className="mt-12 rounded-xl border border-dashed p-10 text-center text-muted-foreground">
          No articles found matching your criteria.
        </p>
      ) : null}
    </div>
  )
}
