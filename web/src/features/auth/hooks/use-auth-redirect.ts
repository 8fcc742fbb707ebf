import { useSearchParams } from 'react-router'
import { authCrossLinkSearch, safeRedirectTarget, withFrom, withQueryParam } from '../utils/redirect'

/**
 * Reads `redirect` (default "/"), `from` and `package` from the URL of the login or signup
 * screen. `package` is the credit package a visitor chose before signing in
 * (`/login?redirect=/purchase&package=value`): it travels on to the target, where checkout
 * for it continues.
 */
export function useAuthRedirect() {
  const [searchParams] = useSearchParams()
  const rawRedirect = searchParams.get('redirect')
  const redirect = safeRedirectTarget(rawRedirect)
  const from = searchParams.get('from') || null
  const pkg = searchParams.get('package') || null
  return {
    /** Where to navigate after success. */
    destination: withQueryParam(withFrom(redirect, from), 'package', pkg),
    /** Query string for the link to the other auth screen. */
    crossLinkSearch: authCrossLinkSearch(rawRedirect === null ? null : redirect, from, pkg),
  }
}
