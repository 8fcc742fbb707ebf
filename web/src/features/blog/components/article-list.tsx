import type { ArticleMeta } from '../data/article-schema'
import { ArticleCard } from './article-card'

export function ArticleList({ title, articles }: { title: string; articles: ArticleMeta[] }) {
  const id = `${title.toLowerCase().replace(/\s+/g, '-')}-title`
  return (
    <section aria-labelledby={id} className="mt-12">
      <h2 id={id} className="font-display text-2xl font-semibold tracking-tight text-plum">
        {title}
      </h2>
      <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {articles.map((meta) => (
          <li key={meta.slug}>
            <ArticleCard meta={meta} />
          </li>
        ))}
      </ul>
    </section>
  )
}
