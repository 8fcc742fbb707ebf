import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False while React renders the page's prerendered HTML (at build time, and again in the browser
 * to hydrate it), true from then on. Values only the browser knows (the address bar, the clock)
 * wait for it: the first render in the browser must produce exactly the HTML built ahead of time.
 * A page that was not prerendered is true at once.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
