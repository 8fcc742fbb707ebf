import { useEffect, useRef } from 'react'

/**
 * Runs `onRestore` when the browser shows this page again from its back/forward cache (the
 * user pressed Back after leaving for the payment page). Such a page comes back exactly as it
 * was left, "Processing..." buttons included, so callers reset or reload what has gone stale.
 */
export function usePageRestored(onRestore: () => void) {
  const latest = useRef(onRestore)
  useEffect(() => {
    latest.current = onRestore
  })
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) latest.current()
    }
    window.addEventListener('pageshow', onPageShow)
    return () => window.removeEventListener('pageshow', onPageShow)
  }, [])
}
