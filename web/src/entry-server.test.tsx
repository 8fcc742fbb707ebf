import { act } from '@testing-library/react'
import { StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { json, stubFetch } from '@/testing/fetch-stub'
import { PRICING } from '@/testing/pricing'
import { App } from './app/app'
import table from './app/route-meta.json'
import { createHydratingRouter } from './app/router'
import { PRERENDERED_PATHS, renderPage } from './entry-server'

/** React's development build notices the server and the browser renderer sharing one process,
 * as they do only in this test. */
const SHARED_PROCESS = 'Detected multiple renderers concurrently rendering the same context provider'

/** What start-app.tsx does with a prerendered page, reporting anything React says about it. */
async function hydrate(path: string) {
  const container = document.body.appendChild(document.createElement('div'))
  container.innerHTML = await renderPage(path)
  window.history.replaceState(null, '', path)
  const router = await createHydratingRouter()
  const mismatches: unknown[] = []
  const root = await act(async () =>
    hydrateRoot(
      container,
      <StrictMode>
        <App router={router} />
      </StrictMode>,
      { onRecoverableError: (error) => mismatches.push(error) },
    ),
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
      'GET /api/site': json({ imageProviderName: 'Test', paymentsMode: 'demo', analyticsMeasurementId: null }),
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
})
