import { QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { currentUserQueryOptions, type User } from '@/lib/auth'
import { createQueryClient } from '@/lib/query-client'
import { json, stubFetch } from '@/testing/fetch-stub'
import { TEST_USER } from '@/testing/render'
import { SITE_INFO } from '@/testing/site-info'
import table from './route-meta.json'
import { routes } from './router'

// The console's own chunk: its factory runs only if something imports it.
const consoleImported = vi.hoisted(() => vi.fn())
vi.mock('@/features/admin/routes/operator-console', () => {
  consoleImported()
  return { OperatorConsole: () => <p>Console</p> }
})

/** The whole app's screens, frame included, at `path`; answers the page's main content. */
async function mainAt(path: string, user: User | null) {
  const queryClient = createQueryClient()
  queryClient.setQueryData(currentUserQueryOptions.queryKey, user)
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  await screen.findByRole('heading', { level: 1, name: /Page Not Found/ })
  const main = document.querySelector('main')?.innerHTML
  const title = document.title
  router.dispose()
  cleanup()
  return { main, title }
}

describe('/admin for anyone but staff', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    stubFetch({
      'GET /api/site': json(SITE_INFO),
      'GET /api/admin/session': json({ message: 'No such API endpoint' }, { status: 404 }),
    })
  })

  it('is the page an unknown address shows, for a signed-in customer and for a visitor, with no console code loaded', async () => {
    for (const user of [TEST_USER, null]) {
      const unknown = await mainAt('/no-such-page', user)
      for (const path of ['/admin', '/admin/audit', `/admin/accounts/${TEST_USER.id}`]) {
        expect(await mainAt(path, user), path).toEqual(unknown)
      }
      expect(unknown.title).toBe(table.notFound.title)
    }
    expect(consoleImported).not.toHaveBeenCalled()
  })

  it('has no entry in the route table, so the server answers it as unknown too (404, no robots.txt line, no sitemap entry)', () => {
    expect(table.routes.filter((route) => route.path.startsWith('/admin'))).toEqual([])
  })
})
