import { absoluteUrl } from './image-share'

/**
 * The open-in-new-tab helper for image URLs (spec §4): the attributes of a link that opens the
 * full-size image in a new tab. The new tab gets no handle on this page (`noopener`) and is
 * not told where it came from (`noreferrer`): the page that showed a private image stays
 * private too.
 */
export function newTabLink(imageUrl: string) {
  return { href: absoluteUrl(imageUrl), target: '_blank', rel: 'noopener noreferrer' } as const
}
