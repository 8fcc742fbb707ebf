/**
 * Addresses of the login and signup screens that come back to where the visitor was:
 * `/login?redirect=/gallery`. Every "please sign in" link and redirect is built here.
 */

type AuthParams = Record<string, string | null | undefined>

/** A query string of the params that have a value. Slashes stay readable (`redirect=/gallery`):
 * they are allowed in a query, and people read these addresses. */
export function authSearch(params: AuthParams): string {
  const search = new URLSearchParams()
  for (const [name, value] of Object.entries(params)) {
    if (value) search.set(name, value)
  }
  const text = search.toString().replace(/%2F/gi, '/')
  return text ? `?${text}` : ''
}

/** The login page, coming back to `redirect` (a path on this site, query included). */
export function loginUrl(redirect: string, extra: AuthParams = {}): string {
  return `/login${authSearch({ redirect, ...extra })}`
}

/** The signup page, coming back to `redirect` once the account exists. */
export function signupUrl(redirect: string, extra: AuthParams = {}): string {
  return `/signup${authSearch({ redirect, ...extra })}`
}
