import { CARD_TEXT_MAX_LENGTH } from '@/components/images/card-image'
import type { Quality, Size } from '@/lib/generation'
import type { Pricing } from '@/lib/pricing'
import type { CategoryId } from '../data/categories'
import type { StyleId } from '../data/styles'

export const DESCRIPTION_MAX_LENGTH = 500
/** The name message suggestions are written for ("Happy birthday, Mia!"). */
export const RECIPIENT_NAME_MAX_LENGTH = 40
// The same limit as "Edit text" on a finished card: one number for the server's one rule.
export { CARD_TEXT_MAX_LENGTH }

/** Everything the wizard asks for. The current step is kept beside it, not in it. */
export interface CardWizardValues {
  /** '' until one is chosen (the radio group starts with nothing checked). */
  category: CategoryId | ''
  description: string
  style: StyleId | ''
  includeText: boolean
  cardText: string
  quality: Quality
  size: Size
  /** The photo as a data URL, from a file or the camera. */
  uploadedImage: string | null
  includeUploadedImage: boolean
  /** Who the card is for, woven into suggested messages; '' when not given. */
  recipientName: string
}

/** A blank card with the server's default quality and size. */
export function defaultWizardValues(pricing: Pricing): CardWizardValues {
  return {
    category: '',
    description: '',
    style: '',
    includeText: true,
    cardText: '',
    quality: pricing.defaults.quality,
    size: pricing.defaults.size,
    uploadedImage: null,
    includeUploadedImage: true,
    recipientName: '',
  }
}

/** A restored wizard's quality and size where the image model in use still offers them, else the
 * server's defaults (always offered): the model may have changed while the wizard was saved. */
export function withOfferedOptions(values: CardWizardValues, pricing: Pricing): CardWizardValues {
  const { qualities, sizes } = pricing.options
  return {
    ...values,
    quality: qualities.includes(values.quality) ? values.quality : pricing.defaults.quality,
    size: sizes.includes(values.size) ? values.size : pricing.defaults.size,
  }
}

/** `text` cut to what the card holds, never in the middle of a surrogate pair (an emoji). */
export function fitCardText(text: string): string {
  const trimmed = text.trim()
  if (trimmed.length <= CARD_TEXT_MAX_LENGTH) return trimmed
  const cut = /[\uD800-\uDBFF]/.test(trimmed[CARD_TEXT_MAX_LENGTH - 1]) ? CARD_TEXT_MAX_LENGTH - 1 : CARD_TEXT_MAX_LENGTH
  return trimmed.slice(0, cut).trimEnd()
}
