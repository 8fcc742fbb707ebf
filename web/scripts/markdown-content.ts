import type { Element, ElementContent, Root, RootContent } from 'hast'
import { fromMarkdown } from 'mdast-util-from-markdown'
import { toHast } from 'mdast-util-to-hast'
import { CONTENT_TAGS, type ContentNode, type ContentTag } from '../src/components/content/content-tree.ts'

/** Where a link may point: a page of the site, a place on the page, the web, or an email. */
const SAFE_HREF = /^(\/|#|https?:\/\/|mailto:)/

const isContentTag = (tag: string): tag is ContentTag => (CONTENT_TAGS as readonly string[]).includes(tag)

/**
 * Turns trusted site markdown (CommonMark) into the tree the site renders
 * (src/components/content/content-tree.ts), through mdast-util-to-hast, the usual
 * markdown-to-HTML step. Throws, naming `source`, on an element the site does not style, on an attribute other
 * than a link's address, on an address that is not a page, a web page or an email, and on raw
 * HTML: the content is checked once here instead of being trusted in every browser.
 */
export function markdownToContent(markdown: string, source: string): ContentNode[] {
  // Raw HTML is kept (as `raw` nodes) only to be refused below, not dropped without a word.
  const root = toHast(fromMarkdown(markdown), { allowDangerousHtml: true }) as Root
  return root.children.map((node) => convert(node, source))
}

function convert(node: RootContent | ElementContent, source: string): ContentNode {
  if (node.type === 'text') return node.value
  if (node.type !== 'element') throw new Error(`${source}: ${node.type} is not allowed in site content`)
  return element(node, source)
}

function element(node: Element, source: string): ContentNode {
  const { tagName, properties, children } = node
  if (!isContentTag(tagName)) throw new Error(`${source}: <${tagName}> is not allowed in site content`)
  const { href, ...others } = properties
  const unexpected = Object.keys(others)
  if (unexpected.length > 0) throw new Error(`${source}: <${tagName}> has ${unexpected.join(', ')}`)
  const converted = children.map((child) => convert(child, source))
  if (tagName !== 'a') {
    if (href !== undefined) throw new Error(`${source}: <${tagName}> has an href`)
    return { tag: tagName, children: converted }
  }
  if (typeof href !== 'string' || !SAFE_HREF.test(href)) {
    throw new Error(`${source}: the link to ${String(href)} is not a page, a web address or an email`)
  }
  return { tag: 'a', href, children: converted }
}
