/*
 * Site content (articles, legal pages) as a tree of a few elements, made from its markdown at
 * build time (scripts/markdown-content.ts), so that a page shows it without parsing markdown in
 * the browser. Relative imports with file extensions only: the build step loads this file before
 * the `@/` alias exists.
 */

/** The elements the content may use; anything else in the markdown fails the build. */
export const CONTENT_TAGS = ['h2', 'h3', 'p', 'ul', 'ol', 'li', 'blockquote', 'strong', 'em', 'a', 'hr'] as const

export type ContentTag = (typeof CONTENT_TAGS)[number]

export interface ContentElement {
  tag: ContentTag
  /** Only on `a`. */
  href?: string
  children: ContentNode[]
}

/** Text, or an element. */
export type ContentNode = string | ContentElement

/** The content's text, without markup. */
export function contentText(nodes: ContentNode[]): string {
  return nodes.map((node) => (typeof node === 'string' ? node : contentText(node.children))).join('')
}

/** Every link's address, in order. */
export function contentLinks(nodes: ContentNode[]): string[] {
  return nodes.flatMap((node) =>
    typeof node === 'string' ? [] : [...(node.href === undefined ? [] : [node.href]), ...contentLinks(node.children)],
  )
}
