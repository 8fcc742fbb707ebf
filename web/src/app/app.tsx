import { useState } from 'react'
import { RouterProvider, type DataRouter } from 'react-router'
import { createQueryClient } from '@/lib/query-client'
import { AppProviders } from './providers'

/** The app in the browser. entry-server.tsx renders the same tree around a static router, so
 * a prerendered page hydrates without a mismatch. */
export function App({ router }: { router: DataRouter }) {
  const [queryClient] = useState(createQueryClient)
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  )
}
