import type { ReactNode } from 'react'

interface ConsoleSectionProps {
  title: string
  /** A count or a total on the title's line. */
  aside?: ReactNode
  children: ReactNode
}

/** One titled block of a console page: plain and dense, a heading and its table. */
export function ConsoleSection({ title, aside, children }: ConsoleSectionProps) {
  const titleId = `${title.toLowerCase().replace(/\W+/g, '-')}-title`
  return (
    <section aria-labelledby={titleId} className="grid min-w-0 gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b pb-1.5">
        <h2 id={titleId} className="text-base font-semibold text-foreground">
          {title}
        </h2>
        {aside ? <div className="text-sm text-muted-foreground">{aside}</div> : null}
      </div>
      {children}
    </section>
  )
}

/** What a section says when it has nothing to list. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return <p className="text-sm text-muted-foreground">{children}</p>
}
