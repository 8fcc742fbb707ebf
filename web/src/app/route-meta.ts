import { matchPath } from 'react-router'
import routeMetaTable from './route-meta.json'

/**
 * Page titles, descriptions and indexing rules per route. The table is JSON because the
 * server reads the same file to put these tags into the HTML it serves, so crawlers and
 * link previews see them without running JavaScript.
 */

export interface RouteMeta {
  title: string
  description: string
  noindex: boolean
}

interface RouteMetaTable {
  siteName: string
  defaultImage: string
  routes: (RouteMeta & { path: string; image?: string; article?: unknown })[]
  notFound: { title: string; description: string }
}

const table: RouteMetaTable = routeMetaTable

export interface ResolvedRouteMeta extends RouteMeta {
  image: string
  notFound: boolean
  /** Articles are `og:type` article, every other page a website. */
  article: boolean
}

/** The meta for a path; paths missing from the table get the not-found meta. */
export function resolveRouteMeta(pathname: string): ResolvedRouteMeta {
  const route = table.routes.find((entry) => matchPath({ path: entry.path, end: true }, pathname))
  if (route) {
    return {
      title: route.title,
      description: route.description,
      noindex: route.noindex,
      image: route.image ?? table.defaultImage,
      notFound: false,
      article: route.article !== undefined,
    }
  }
  return { ...table.notFound, noindex: true, image: table.defaultImage, notFound: true, article: false }
}

/** The address search engines should treat as the page's own: no query, no trailing slash. */
export function canonicalUrl(origin: string, pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '')
  return `${origin}${trimmed === '' ? '/' : trimmed}`
}

function upsertMeta(doc: Document, attribute: 'name' | 'property', key: string, content: string) {
  let element = doc.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`)
  if (!element) {
    element = doc.createElement('meta')
    element.setAttribute(attribute, key)
    doc.head.appendChild(element)
  }
  element.setAttribute('content', content)
}

function upsertCanonical(doc: Document, href: string) {
  let link = doc.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')
  if (!link) {
    link = doc.createElement('link')
    link.setAttribute('rel', 'canonical')
    doc.head.appendChild(link)
  }
  link.setAttribute('href', href)
}

/** Writes the head tags for `pathname`, reusing tags the server already put there. */
export function applyRouteMeta(doc: Document, origin: string, pathname: string): ResolvedRouteMeta {
  const meta = resolveRouteMeta(pathname)
  const url = canonicalUrl(origin, pathname)
  doc.documentElement.lang = 'en'
  doc.title = meta.title
  upsertMeta(doc, 'name', 'description', meta.description)
  upsertMeta(doc, 'name', 'robots', meta.noindex ? 'noindex, nofollow' : 'index, follow')
  upsertCanonical(doc, url)
  upsertMeta(doc, 'property', 'og:site_name', table.siteName)
  upsertMeta(doc, 'property', 'og:type', meta.article ? 'article' : 'website')
  upsertMeta(doc, 'property', 'og:url', url)
  upsertMeta(doc, 'property', 'og:title', meta.title)
  upsertMeta(doc, 'property', 'og:description', meta.description)
  upsertMeta(doc, 'property', 'og:image', new URL(meta.image, origin).href)
  upsertMeta(doc, 'name', 'twitter:card', 'summary_large_image')
  return meta
}
