import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { RelatedLinks } from './related-links'

interface StaticPageLayoutProps {
  title: string
  intro?: ReactNode
  /** Shown under the title on legal pages, so readers know which version they read. */
  lastUpdated?: string
  children: ReactNode
}

/** The frame of every static page: heading, content, related pages, and a way back. */
export function StaticPageLayout({ title, intro, lastUpdated, children }: StaticPageLayoutProps) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="border-b pb-8">
        <h1 className="font-display text-3xl font-semibold tracking-tight text-plum sm:text-4xl">{title}</h1>
        {lastUpdated ? <p className="mt-2 text-sm text-muted-foreground">Last updated {lastUpdated}</p> : null}
        {intro ? <div className="mt-4 text-lg text-muted-foreground">{intro}</div> : null}
      </header>
      <div className="py-4">{children}</div>
      <footer className="mt-10 border-t pt-10">
        <RelatedLinks />
        <p className="mt-10 text-sm text-muted-foreground">
          Still have questions? Visit the{' '}
          <Link to="/help" className="font-semibold text-primary hover:underline">
            Help Center
          </Link>{' '}
          or go back to the{' '}
          <Link to="/" className="font-semibold text-primary hover:underline">
            homepage
          </Link>
          .
        </p>
      </footer>
    </div>
  )
}
