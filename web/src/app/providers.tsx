import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react'
import { useToasts } from '@/lib/toast'

// The toaster carries Radix's toast code, which the first load of a page does without. Should
// its chunk fail to load, the page carries on without toasts rather than failing as a whole.
const Toaster = lazy<ComponentType>(() =>
  import('@/components/ui/toaster').then(
    (module) => ({ default: module.Toaster }),
    (error: unknown) => {
      console.warn('Could not load the toaster; notifications will not show.', error)
      return { default: () => null }
    },
  ),
)

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <DeferredToaster />
    </QueryClientProvider>
  )
}

/** Mounts the toaster once the page is idle, or at once when a toast is waiting; toasts wait in
 * their queue (lib/toast) until it shows them. */
function DeferredToaster() {
  const toastWaiting = useToasts().length > 0
  const [idle, setIdle] = useState(false)
  useEffect(() => {
    const done = () => setIdle(true)
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(done, { timeout: 3000 })
      return () => window.cancelIdleCallback(id)
    }
    const id = window.setTimeout(done, 500)
    return () => window.clearTimeout(id)
  }, [])
  return idle || toastWaiting ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null
}
