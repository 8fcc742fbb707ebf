import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { ContentElement, ContentNode, ContentTag } from './content-tree'

const LINK_CLASS = 'font-semibold text-primary underline-offset-4 hover:underline'

/** Site paths go through the router (no full page load); anything else opens in a new tab. */
function ContentLink({ href, children }: { href: string; children: ReactNode }) {
  if (href.startsWith('/')) {
    return (
      <Link to={href} className={LINK_CLASS}>
        {children}
      </Link>
    )
  }
  return (
    <a href={href} className={LINK_CLASS} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  )
}

// Our own typography instead of a prose plugin: a handful of elements is all the content uses.
const CLASS_NAMES: Record<Exclude<ContentTag, 'a'>, string | undefined> = {
  h2: 'mt-10 mb-3 font-display text-2xl font-semibold tracking-tight text-plum',
  h3: 'mt-7 mb-2 text-lg font-semibold text-plum',
  p: 'my-4 leading-relaxed',
  ul: 'my-4 list-disc space-y-2 pl-6 marker:text-primary',
  ol: 'my-4 list-decimal space-y-2 pl-6 marker:text-primary',
  li: 'pl-1 leading-relaxed',
  blockquote: 'my-5 rounded-r-lg border-l-4 border-primary/60 bg-secondary/40 px-5 py-1 text-foreground italic',
  strong: 'font-semibold text-foreground',
  em: undefined,
  hr: 'my-8 border-border',
}

function render(nodes: ContentNode[]): ReactNode[] {
  return nodes.map((node, index) => (typeof node === 'string' ? node : <ContentPart key={index} element={node} />))
}

function ContentPart({ element: { tag, href, children } }: { element: ContentElement }) {
  if (tag === 'a') return <ContentLink href={href ?? ''}>{render(children)}</ContentLink>
  if (tag === 'hr') return <hr className={CLASS_NAMES.hr} />
  const Tag = tag
  return <Tag className={CLASS_NAMES[tag]}>{render(children)}</Tag>
}

/** Site content (an article, a legal page), made from its markdown at build time. */
export function RichText({ content, className }: { content: ContentNode[]; className?: string }) {
  return <div className={className}>{render(content)}</div>
}
