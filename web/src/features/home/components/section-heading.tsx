import type { ReactNode } from 'react'

interface SectionHeadingProps {
  /** The heading's id, for the section's aria-labelledby. */
  id: string
  eyebrow: string
  title: string
  children?: ReactNode
}

/** The home page's section titles: a small coloured line above a display heading. */
export function SectionHeading({ id, eyebrow, title, children }: SectionHeadingProps) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className="text-sm font-semibold tracking-wider text-primary uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-3 font-display text-3xl font-semibold tracking-tight text-plum sm:text-4xl">
        {title}
      </h2>
      {children ? <p className="mt-4 text-lg text-muted-foreground">{children}</p> : null}
    </div>
  )
}
