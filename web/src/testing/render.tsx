import { QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { StrictMode, type ReactNode } from 'react'
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router'
import { Toaster } from '@/components/ui/toaster'
import { currentUserQueryOptions, type User } from '@/lib/auth'
import { createQueryClient } from '@/lib/query-client'

export const TEST_USER: User = {
  id: '6f1c2a7e-0a7b-4c1e-9d53-7b8f0f2b4a11',
  username: 'jane',
  displayName: 'jane',
  email: 'jane@example.com',
  // Confirmed, so screens that do not test confirmation show no banner or prompt for it.
  emailVerified: true,
  credits: 10,
  createdAt: '2026-11-22T05:31:00Z',
}

/** Shows the current location so tests can assert where navigation went. */
export function LocationProbe() {
  const location = useLocation()
  return <output data-testid="location">{location.pathname + location.search + location.hash}</output>
}

interface RenderRouteOptions {
  path: string
  element: ReactNode
  /** The URL to start at. */
  url: string
  /** The signed-in user; `null` for a visitor; omit to let the app ask the server. */
  user?: User | null
  extraRoutes?: RouteObject[]
  /** Wrap the app in <StrictMode> as main.tsx does, so effects run twice as in development. */
  strictMode?: boolean
}

/** Renders one screen inside a memory router, the query client and the toaster. */
export function renderRoute({ path, element, url, user, extraRoutes = [], strictMode = false }: RenderRouteOptions) {
  const queryClient = createQueryClient()
  if (user !== undefined) queryClient.setQueryData(currentUserQueryOptions.queryKey, user)
  const router = createMemoryRouter(
    [{ path, element }, ...extraRoutes, { path: '*', element: <LocationProbe /> }],
    { initialEntries: [url] },
  )
  const app = (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>
  )
  const view = render(strictMode ? <StrictMode>{app}</StrictMode> : app)
  return { ...view, router, queryClient }
}
