import type { ComponentProps } from 'react'
import ReactMarkdown, { type Components } from 'react-markdown'
import { Link } from 'react-router'

/** Site paths go through the router (no full page load); anything else opens in a new tab. */
function MarkdownLink({ href = '', children }: ComponentProps<'a'>) {
  const className = 'font-semibold text-primary underline-offset-4 hover:underline'
  if (href.startsWith('/')) {
    return (
      <Link to={href} className={className}>
        {children}
      </Link>
    )
  }
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  )
}

// Our own typography instead of a prose plugin: a handful of elements is all the content uses.
const components: Components = {
  h2: ({ children }) => (
    <h2 className="mt-10 mb-3 font-display text-2xl font-semibold tracking-tight text-plum">{children}</h2>
  ),
  h3: ({ children }) => <h3 className="mt-7 mb-2 text-lg font-semibold text-plum">{children}</h3>,
  p: ({ children }) => <p className="my-4 leading-relaxed">{children}</p>,
  ul: ({ children }) => <ul className="my-4 list-disc space-y-2 pl-6 marker:text-primary">{children}</ul>,
  ol: ({ children }) => <ol className="my-4 list-decimal space-y-2 pl-6 marker:text-primary">{children}</ol>,
  li: ({ children }) => <li className="pl-1 leading-relaxed">{children}</li>,
  blockquote: ({ children }) => (
    <blockquote className="my-5 rounded-r-lg border-l-4 border-primary/60 bg-secondary/40 px-5 py-1 text-foreground italic">
      {children}
    </blockquote>
  ),
  strong: ({ children }) => <strong className="font-semibold text-foreground">{children}</strong>,
  a: MarkdownLink,
  hr: () => <hr className="my-8 border-border" />,
}

/** Renders trusted site content written in markdown (raw HTML in it is not rendered). */
export function Markdown({ children, className }: { children: string; className?: string }) {
  return (
    <div className={className}>
      <ReactMarkdown components={components}>{children}</ReactMarkdown>
    </div>
  )
}
