import type { ReactNode } from 'react'

interface SectionCardProps {
  id?: string
  title: string
  description?: string
  /** Links or buttons on the title's line. */
  actions?: ReactNode
  children: ReactNode
}

/** One titled block of the dashboard. */
export function SectionCard({ id, title, description, actions, children }: SectionCardProps) {
  const titleId = `${id ?? title.toLowerCase().replace(/\W+/g, '-')}-title`
  return (
    <section id={id} aria-labelledby={titleId} className="scroll-mt-24 rounded-xl border bg-card p-4 shadow-card sm:p-6">
      <div className="mb-5 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={titleId} className="font-display text-xl font-semibold text-plum sm:text-2xl">
            {title}
          </h2>
          {description ? <p className="mt-1 text-sm text-muted-foreground">{description}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      {children}
    </section>
  )
}
