import { ArrowLeft } from 'lucide-react'
import { Link } from 'react-router'
import { RichText } from '@/components/content/rich-text'
import { ArticleExploreLinks } from '../components/article-explore-links'
import { ArticleFacts } from '../components/article-facts'
import { ArticleNextSteps } from '../components/article-next-steps'
import type { Article } from '../data/article-files'

/** The article arrives with the route's code (see router.tsx), so the page renders complete. */
export function ArticleRoute({ article }: { article: Article }) {
  const { meta, body } = article
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <Link to="/blog" className="inline-flex items-center gap-1.5 text-sm font-semibold text-primary hover:underline">
        <ArrowLeft aria-hidden className="size-4" />
        All articles
      </Link>
      <header className="mt-6 border-b pb-8">
        <ArticleFacts meta={meta} />
        <h1 className="mt-4 font-display text-3xl font-semibold tracking-tight text-balance text-plum sm:text-4xl">
          {meta.title}
        </h1>
        <p className="mt-3 text-lg text-muted-foreground">{meta.excerpt}</p>
        <ul aria-label="Tags" className="mt-5 flex flex-wrap gap-2">
          {meta.tags.map((tag) => (
            <li key={tag} className="rounded-full border px-2.5 py-0.5 text-xs text-muted-foreground">
              #{tag}
            </li>
          ))}
        </ul>
      </header>
      <RichText className="text-foreground/90" content={body} />
      <ArticleNextSteps />
      <ArticleExploreLinks />
    </article>
  )
}
