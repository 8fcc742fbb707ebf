import type { ReactNode } from 'react'
import { cn } from '@/lib/utils'

/** One titled part of a tab; the id makes it linkable. */
export function DocSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="grid min-w-0 scroll-mt-24 gap-4">
      <h2 id={`${id}-title`} className="font-display text-2xl font-semibold tracking-tight text-plum">
        {title}
      </h2>
      {children}
    </section>
  )
}

/** Body text of the docs. */
export function Prose({ children }: { children: ReactNode }) {
  return <div className="grid gap-3 leading-relaxed text-foreground/90">{children}</div>
}

/** A name from the API inside a sentence: a field, a header, a value. */
export function Code({ children }: { children: ReactNode }) {
  // One name stays whole ("Retry-After" split at its hyphen reads as two words); a phrase such
  // as "{ total, page, limit, pages }" wraps at its spaces, or it would widen a phone's page.
  const oneName = typeof children === 'string' && !children.includes(' ')
  return (
    <code
      className={cn(
        'rounded bg-muted px-1.5 py-0.5 font-mono text-[0.85em] text-plum',
        oneName ? 'whitespace-nowrap' : 'break-words',
      )}
    >
      {children}
    </code>
  )
}

/** Text from the docs' data with `backticked` names shown as code. */
export function RichText({ text }: { text: string }) {
  return <>{text.split('`').map((part, index) => (index % 2 === 1 ? <Code key={index}>{part}</Code> : part))}</>
}
