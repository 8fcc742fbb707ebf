import { OCCASION_IDS, type OccasionId } from '@/lib/occasions'

/**
 * The occasions a card can be for. The server keeps the same list (ids and prompt phrases) to
 * word the picture's prompt and to pick message suggestions: change both together. The ids and
 * each occasion's example words live in lib/occasions, shared with the send dialog.
 */

export const CATEGORY_IDS = OCCASION_IDS

export type CategoryId = OccasionId

export interface CardCategory {
  id: CategoryId
  name: string
  /** How the occasion reads inside the picture's prompt ("a card for …"). */
  promptPhrase: string
}

const CATEGORIES = {
  birthday: { name: 'Birthday', promptPhrase: 'a joyful birthday celebration' },
  anniversary: { name: 'Anniversary', promptPhrase: 'a romantic anniversary celebration' },
  wedding: { name: 'Wedding', promptPhrase: 'an elegant wedding celebration' },
  graduation: { name: 'Graduation', promptPhrase: 'a proud graduation celebration' },
  thank_you: { name: 'Thank You', promptPhrase: 'a heartfelt thank-you' },
  get_well: { name: 'Get Well', promptPhrase: 'a cheerful get-well-soon wish' },
  new_baby: { name: 'New Baby', promptPhrase: 'a gentle welcome for a new baby' },
  sympathy: { name: 'Sympathy', promptPhrase: 'a comforting message of sympathy' },
} satisfies Record<CategoryId, Omit<CardCategory, 'id'>>

export const CARD_CATEGORIES: readonly CardCategory[] = CATEGORY_IDS.map((id) => ({ id, ...CATEGORIES[id] }))

export function categoryName(id: CategoryId): string {
  return CATEGORIES[id].name
}
