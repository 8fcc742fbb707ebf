/** The login page that comes back to `target` (a path on this site, query included). */
export function loginUrl(target: string): string {
  return `/login?redirect=${encodeURIComponent(target)}`
}

/** Where a visitor's "Buy Now" goes: log in, then come back and buy that package. */
export function loginUrlForPackage(packageId: string): string {
  return loginUrl(`/purchase?package=${encodeURIComponent(packageId)}`)
}
