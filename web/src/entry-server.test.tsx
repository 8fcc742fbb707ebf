import type { QueryClient } from '@tanstack/react-query'
import { act, screen } from '@testing-library/react'
import { StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { currentUserQueryOptions } from '@/lib/auth'
import { createQueryClient } from '@/lib/query-client'
import { parseSiteInfo, siteInfoQueryOptions } from '@/lib/site-info'
import { json, stubFetch } from '@/testing/fetch-stub'
import { PRICING } from '@/testing/pricing'
import { TEST_USER } from '@/testing/render'
import { App } from './app/app'
import { AppProviders } from './app/providers'
import table from './app/route-meta.json'
import { createHydratingRouter } from './app/router'
import { PRERENDERED_PATHS, renderPage } from './entry-server'

/** React's development build notices the server and the browser renderer sharing one process,
 * as they do only in this test. */
const SHARED_PROCESS = 'Detected multiple renderers concurrently rendering the same context provider'

/**
 * What start-app.tsx does with a prerendered page, reporting anything React says about it.
 * Given a query client, the app uses it in place of its own: what it already holds stands for
 * answers that arrive while the page is still hydrating.
 */
async function hydrate(path: string, queryClient?: QueryClient) {
  const container = document.body.appendChild(document.createElement('div'))
  container.innerHTML = await renderPage(path)
  window.history.replaceState(null, '', path)
  const router = await createHydratingRouter()
  const mismatches: unknown[] = []
  const app = queryClient ? (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  ) : (
    <App router={router} />
  )
  const root = await act(async () =>
    hydrateRoot(container, <StrictMode>{app}</StrictMode>, {
      onRecoverableError: (error) => mismatches.push(error),
    }),
  )
  return {
    container,
    mismatches,
    dispose() {
      act(() => root.unmount())
      router.dispose()
      container.remove()
    },
  }
}

describe('prerendered pages', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('are pages search engines may list', () => {
    for (const path of PRERENDERED_PATHS) {
      expect(table.routes.find((route) => route.path === path), path).toMatchObject({ noindex: false })
    }
  })

  it.each(PRERENDERED_PATHS)('%s hydrates as it was rendered', async (path) => {
    stubFetch({
      'GET /api/auth/me': json(null),
      'GET /api/site': json({ imageProviderName: 'Test', offlineDesigner: true, paymentsMode: 'demo', analyticsMeasurementId: null }),
      'GET /api/pricing': json(PRICING),
    })
    // The home page's later sections stay placeholders: they load as they scroll near.
    vi.stubGlobal('IntersectionObserver', class { observe() {} disconnect() {} })
    const consoleErrors = vi.spyOn(console, 'error')

    const page = await hydrate(path)

    expect(page.container.querySelector('h1')).toBeInTheDocument()
    expect(page.mismatches).toEqual([])
    const errors = consoleErrors.mock.calls.map(([message]) => String(message))
    expect(errors.filter((message) => !message.startsWith(SHARED_PROCESS))).toEqual([])
    page.dispose()
  })

  // React hydrates the page's sections one at a time, and on a fast connection the session can
  // be known before the home page's own section hydrates; it was built for a visitor.
  it('/ hydrates as it was rendered when the session is known before it hydrates', async () => {
    stubFetch({ 'GET /api/site': json({ imageProviderName: 'Test', offlineDesigner: true, paymentsMode: 'demo', analyticsMeasurementId: null }) })
    vi.stubGlobal('IntersectionObserver', class { observe() {} disconnect() {} })
    const queryClient = createQueryClient()
    queryClient.setQueryData(currentUserQueryOptions.queryKey, TEST_USER)

    const page = await hydrate('/', queryClient)

    expect(page.mismatches).toEqual([])
    // Once hydrated, the page is the signed-in one.
    expect(screen.getByRole('link', { name: /Create Your First Image/ })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /Sign Up & Create/ })).not.toBeInTheDocument()
    page.dispose()
  })

  // The same race with the site's facts: the help page's payment answer was built without them.
  it('/help hydrates as it was rendered when the site info is known before it hydrates', async () => {
    const site = { imageProviderName: 'Test', offlineDesigner: true, paymentsMode: 'demo', analyticsMeasurementId: null }
    stubFetch({ 'GET /api/auth/me': json(null), 'GET /api/site': json(site) })
    const queryClient = createQueryClient()
    queryClient.setQueryData(siteInfoQueryOptions.queryKey, parseSiteInfo(site))

    const page = await hydrate('/help', queryClient)

    expect(page.mismatches).toEqual([])
    // Once hydrated, the answer is the demo checkout's.
    expect(await screen.findByText(/This site uses a built-in demo checkout/)).toBeInTheDocument()
    page.dispose()
  })
})
