import { useEffect } from 'react'
import { useLocation } from 'react-router'

/**
 * The console's pages are missing from route-meta.json on purpose (the server answers them as it
 * answers any unknown address), so the app's head tags name them "not found". For staff, once
 * the console is open, the tab says where they are. This runs after the app's own head update
 * for the same navigation (that one sits above the page), so it has the last word.
 */
export function useConsoleTitle(title: string) {
  const { pathname } = useLocation()
  useEffect(() => {
    document.title = `${title} | Cardsmith console`
  }, [title, pathname])
}
