import { CalendarDays, Clock } from 'lucide-react'
import { cn } from '@/lib/utils'
import type { ArticleMeta } from '../data/article-schema'
import { publishDateLabel } from '../utils/publish-date'

/** Category, read time and date: the same line on a card and on the article itself. */
export function ArticleFacts({ meta, className }: { meta: ArticleMeta; className?: string }) {
  return (
    <div className={cn('flex flex-wrap items-center gap-x-4 gap-y-1.5 text-sm text-muted-foreground', className)}>
      <span className="rounded-full bg-secondary px-2.5 py-0.5 text-xs font-semibold text-secondary-foreground">
        {meta.category}
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Clock aria-hidden className="size-3.5" />
        {meta.readTime}
      </span>
      <span className="inline-flex items-center gap-1.5">
        <CalendarDays aria-hidden className="size-3.5" />
        <time dateTime={meta.publishDate}>{publishDateLabel(meta.publishDate)}</time>
      </span>
    </div>
  )
}
