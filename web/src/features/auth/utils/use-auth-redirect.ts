import { useSearchParams } from 'react-router'
import { authCrossLinkSearch, safeRedirectTarget, withFrom } from './redirect'

/** Reads `redirect` (default "/") and `from` from the URL of the login or signup screen. */
export function useAuthRedirect() {
  const [searchParams] = useSearchParams()
  const rawRedirect = searchParams.get('redirect')
  const redirect = safeRedirectTarget(rawRedirect)
  const from = searchParams.get('from') || null
  return {
    /** Where to navigate after success. */
    destination: withFrom(redirect, from),
    /** Query string for the link to the other auth screen. */
    crossLinkSearch: authCrossLinkSearch(rawRedirect === null ? null : redirect, from),
  }
}
