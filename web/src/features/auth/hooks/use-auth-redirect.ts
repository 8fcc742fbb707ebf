import { useSearchParams } from 'react-router'
import { authCrossLinkSearch, safeRedirectTarget, withFrom, withQueryParam } from '../utils/redirect'

/**
 * Reads `redirect`, `from` and `package` from the URL of the login or signup screen. Without a
 * `redirect` (or with one that leaves the site) the visitor goes to `fallback`: home after
 * logging in, the card wizard after signing up. `package` is the credit package a visitor chose
 * before signing in (`/login?redirect=/purchase&package=value`): it travels on to the target,
 * where checkout for it continues.
 */
export function useAuthRedirect(fallback = '/') {
  const [searchParams] = useSearchParams()
  const rawRedirect = searchParams.get('redirect')
  const redirect = safeRedirectTarget(rawRedirect, fallback)
  const from = searchParams.get('from') || null
  const pkg = searchParams.get('package') || null
  return {
    /** Where to navigate after success. */
    destination: withQueryParam(withFrom(redirect, from), 'package', pkg),
    /** Query string for the link to the other auth screen. */
    crossLinkSearch: authCrossLinkSearch(rawRedirect === null ? null : redirect, from, pkg),
  }
}
