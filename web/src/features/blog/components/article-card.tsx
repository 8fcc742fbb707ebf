import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'
import type { ArticleMeta } from '../data/article-schema'
import { ArticleFacts } from './article-facts'

/** One article in a list. The title is the link; the rest of the card is clickable through it
 * (the stretched ::after), so screen readers hear one link per card, not three. */
export function ArticleCard({ meta }: { meta: ArticleMeta }) {
  return (
    <article className="group relative flex h-full flex-col rounded-xl border bg-card p-6 shadow-card transition-shadow hover:shadow-md">
      <ArticleFacts meta={meta} />
      <h3 className="mt-4 font-display text-xl font-semibold tracking-tight text-plum">
        <Link to={`/${meta.slug}`} className="after:absolute after:inset-0 after:rounded-xl group-hover:text-primary">
          {meta.title}
        </Link>
      </h3>
      <p className="mt-2 flex-1 text-muted-foreground">{meta.excerpt}</p>
      <span aria-hidden className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-primary">
        Read article <ArrowRight className="size-4" />
      </span>
    </article>
  )
}
