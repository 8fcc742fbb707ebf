import type { SharedImage } from '../api/get-shared-image'

/** Where "Make your own" leads: the wizard on the same occasion for a card, the form for an image. */
export function makeYourOwnLink(image: SharedImage): { to: string; label: string } {
  if (!image.cardCategory) return { to: '/generate', label: 'Make your own image' }
  return { to: `/create?category=${encodeURIComponent(image.cardCategory)}`, label: 'Make your own card' }
}
