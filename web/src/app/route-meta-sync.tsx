import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { applyRouteMeta } from './route-meta'

/** Keeps the document head in step with the current route. */
export function RouteMetaSync() {
  const { pathname } = useLocation()
  useEffect(() => {
    applyRouteMeta(document, window.location.origin, pathname)
  }, [pathname])
  return null
}
