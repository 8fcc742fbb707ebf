import WORDING from './occasion-wording.json'

/**
 * The occasions a card can be for, and the one table of words each brings (occasion-wording.json):
 * the greeting its style samples are lettered with (scripts/style-samples.sh reads it there), and
 * the examples written into the boxes the user fills in: the wizard's description and card text,
 * the send dialog's message. `neutral` is for an image that is not a card for one occasion. The
 * server keeps the same ids (crates/domain/src/cards.rs).
 */

export const OCCASION_IDS = [
  'birthday',
  'anniversary',
  'wedding',
  'graduation',
  'thank_you',
  'get_well',
  'new_baby',
  'sympathy',
] as const

export type OccasionId = (typeof OCCASION_IDS)[number]

export interface OccasionWording {
  /** The headline a card for the occasion carries ("With Sympathy"). */
  greeting: string
  /** An example of what to tell the designer. */
  description: string
  /** An example of the words on the card. */
  cardText: string
  /** An example of the personal message sent with the card. */
  message: string
  /** A few words to show the message fonts with while no message is written. */
  sample: string
}

/** A row of the table: `cardText` and `message` say `{name}` where the recipient's name goes,
 * and `name` is who the examples are written to while that is not known. */
type WordingRow = OccasionWording & { name: string }

const TABLE = WORDING satisfies Record<OccasionId | 'neutral', WordingRow>

export function isOccasionId(value: unknown): value is OccasionId {
  return (OCCASION_IDS as readonly unknown[]).includes(value)
}

/**
 * The occasion's words, written to `recipient` when their name is known; neutral ones for no
 * occasion or one this version does not know (a card made by a newer server).
 */
export function occasionWording(occasion: string | null | undefined, recipient?: string | null): OccasionWording {
  const row: WordingRow = isOccasionId(occasion) ? TABLE[occasion] : TABLE.neutral
  const name = recipient?.trim() || row.name
  return {
    greeting: row.greeting,
    description: row.description,
    cardText: row.cardText.replaceAll('{name}', name),
    message: row.message.replaceAll('{name}', name),
    sample: row.sample,
  }
}
