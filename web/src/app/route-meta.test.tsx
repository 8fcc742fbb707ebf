import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { createMemoryRouter, Link, matchRoutes, Outlet, RouterProvider } from 'react-router'
import { applyRouteMeta, canonicalUrl, resolveRouteMeta } from './route-meta'
import table from './route-meta.json'
import { RouteMetaSync } from './route-meta-sync'
import { routes } from './router'

const ORIGIN = 'https://cardsmith.example'

const head = () => ({
  description: document.head.querySelector('meta[name="description"]')?.getAttribute('content'),
  robots: document.head.querySelector('meta[name="robots"]')?.getAttribute('content'),
  canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href'),
  ogTitle: document.head.querySelector('meta[property="og:title"]')?.getAttribute('content'),
  ogDescription: document.head.querySelector('meta[property="og:description"]')?.getAttribute('content'),
  ogImage: document.head.querySelector('meta[property="og:image"]')?.getAttribute('content'),
})

describe('route meta', () => {
  beforeEach(() => {
    document.head.innerHTML = '<title>Server title</title><meta name="description" content="server description">'
  })

  it('writes title, description, canonical, robots and Open Graph tags for a route', () => {
    applyRouteMeta(document, ORIGIN, '/login')

    expect(document.title).toBe('Log in | Cardsmith')
    expect(head()).toEqual({
      description: table.routes.find((r) => r.path === '/login')?.description,
      robots: 'index, follow',
      canonical: `${ORIGIN}/login`,
      ogTitle: 'Log in | Cardsmith',
      ogDescription: table.routes.find((r) => r.path === '/login')?.description,
      ogImage: `${ORIGIN}/og-image.png`,
    })
    expect(document.documentElement.lang).toBe('en')
  })

  it('gives articles their own picture and the article type, and other pages the website type', () => {
    const ogType = () => document.head.querySelector('meta[property="og:type"]')?.getAttribute('content')
    applyRouteMeta(document, ORIGIN, '/article')
    expect(ogType()).toBe('article')
    expect(head().ogImage).toBe(`${ORIGIN}/og/articles/article.jpg`)

    applyRouteMeta(document, ORIGIN, '/blog')
    expect(ogType()).toBe('website')
    expect(head().ogImage).toBe(`${ORIGIN}/og-image.png`)
  })

  it('reuses the tags the server rendered instead of adding duplicates', () => {
    applyRouteMeta(document, ORIGIN, '/login')
    applyRouteMeta(document, ORIGIN, '/signup')

    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1)
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1)
    expect(document.head.querySelectorAll('meta[property="og:title"]')).toHaveLength(1)
    expect(head().canonical).toBe(`${ORIGIN}/signup`)
  })

  it('marks noindex routes and unknown paths for robots', () => {
    expect(applyRouteMeta(document, ORIGIN, '/forgot-password').noindex).toBe(true)
    expect(head().robots).toBe('noindex, nofollow')

    const missing = applyRouteMeta(document, ORIGIN, '/no/such/page')
    expect(missing.notFound).toBe(true)
    expect(document.title).toBe(table.notFound.title)
    expect(head().robots).toBe('noindex, nofollow')
  })

  it('builds canonical URLs without trailing slashes, keeping the root', () => {
    expect(canonicalUrl(ORIGIN, '/')).toBe(`${ORIGIN}/`)
    expect(canonicalUrl(ORIGIN, '/login/')).toBe(`${ORIGIN}/login`)
    expect(canonicalUrl(ORIGIN, '/login//')).toBe(`${ORIGIN}/login`)
    expect(resolveRouteMeta('/login/').notFound).toBe(false)
  })

  it('follows navigation', async () => {
    const router = createMemoryRouter(
      [
        {
          element: (
            <>
              <RouteMetaSync />
              <Outlet />
            </>
          ),
          children: [
            { path: '/', element: <Link to="/signup">Go to signup</Link> },
            { path: '/signup', element: <p>Signup page</p> },
          ],
        },
      ],
      { initialEntries: ['/'] },
    )
    render(<RouterProvider router={router} />)
    expect(document.title).toBe(table.routes[0].title)

    await userEvent.setup().click(screen.getByRole('link', { name: 'Go to signup' }))

    await screen.findByText('Signup page')
    expect(document.title).toBe('Create your account | Cardsmith')
    expect(head().canonical).toBe(`${window.location.origin}/signup`)
  })

  it('matches every table entry to a real screen, and every screen to an entry', () => {
    for (const { path } of table.routes) {
      const matched = matchRoutes(routes, path)?.at(-1)?.route
      expect(matched?.path, `${path} should be a screen`).not.toBe('*')
    }
    const screenPaths = routes[0].children?.[0].children
      ?.filter((route) => route.path !== '*')
      .map((route) => (route.index ? '/' : `/${route.path}`))
    expect(screenPaths?.sort()).toEqual(table.routes.map((route) => route.path).sort())
  })
})
