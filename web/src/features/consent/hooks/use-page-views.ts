import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { trackPageView } from '@/lib/analytics'

/** Spec: a page view on every path change (a new query or hash is the same page). */
export function usePageViews() {
  const { pathname } = useLocation()
  useEffect(() => {
    trackPageView()
  }, [pathname])
}
