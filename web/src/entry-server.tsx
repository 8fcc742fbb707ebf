import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router'
import { createQueryClient } from '@/lib/query-client'
import { AppProviders } from './app/providers'
import { routes } from './app/router'

/* The build's server-side entry (see scripts/prerender.mjs): not part of the browser bundle. */

export { PRERENDERED_PATHS } from './app/prerendered-paths'

const handler = createStaticHandler(routes)

/** React marks a Suspense boundary it could not finish, to be rendered in the browser instead. */
const UNFINISHED_BOUNDARY = '<!--$!-->'

/**
 * The markup that goes inside #root for `path`: the page as an anonymous visitor's browser first
 * renders it, with no data loaded yet (the same tree as App in start-app.tsx). The router loads
 * the screen's lazy code first, so nothing suspends. No router data is written into the page:
 * the strict content security policy forbids inline scripts, and the routes load none.
 */
export async function renderPage(path: string): Promise<string> {
  const context = await handler.query(new Request(new URL(path, 'http://localhost')))
  if (context instanceof Response) throw new Error(`${path} answers with a redirect, not a page`)
  if (context.statusCode !== 200) throw new Error(`${path} answers with status ${context.statusCode}`)
  const router = createStaticRouter(handler.dataRoutes, context)
  const markup = renderToString(
    <StrictMode>
      <AppProviders queryClient={createQueryClient()}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  )
  if (markup.includes(UNFINISHED_BOUNDARY)) throw new Error(`Part of ${path} suspended while prerendering`)
  if (markup.includes('<script')) throw new Error(`${path} renders a script, which the content security policy blocks`)
  return markup
}
