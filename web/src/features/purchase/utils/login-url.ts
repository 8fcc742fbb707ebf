/** The login page that comes back to `target` (a path on this site, query included). */
export function loginUrl(target: string): string {
  return `/login?redirect=${encodeURIComponent(target)}`
}

/**
 * Where a visitor's "Buy Now" goes: `/login?redirect=/purchase&package={id}`. The login and
 * signup screens carry `package` on to /purchase, which then starts that checkout.
 */
export function loginUrlForPackage(packageId: string): string {
  return `${loginUrl('/purchase')}&package=${encodeURIComponent(packageId)}`
}
