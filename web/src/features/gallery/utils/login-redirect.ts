/** Where a visitor is sent from the gallery: the login page, coming back here afterwards. */
export function galleryLoginUrl(search: string): string {
  return search ? `/login?redirect=${encodeURIComponent(`/gallery${search}`)}` : '/login?redirect=/gallery'
}
