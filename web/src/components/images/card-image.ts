import { z } from 'zod'
import type { components } from '@/lib/api-types'
import { generatedImageSchema, savedImageSchema } from '@/lib/image'

/**
 * A greeting card's structure, kept beside its image: the words are a layer the server sets
 * on the art, so they can be changed later for free. Images from the free-form generator
 * have no `card`.
 */

export const CARD_TEXT_MAX_LENGTH = 200

export const TEXT_POSITIONS = ['top', 'middle', 'bottom'] as const
export const TEXT_SCHEMES = ['auto', 'light', 'dark', 'gold'] as const
export type TextPosition = (typeof TEXT_POSITIONS)[number]
export type TextScheme = (typeof TEXT_SCHEMES)[number]

// Position and scheme stay plain strings here: a value added on the server later must not
// make every image that carries it unreadable. The edit dialog narrows them.
export const cardSchema = z.object({
  category: z.string(),
  style: z.string(),
  text: z.string().nullish(),
  textPosition: z.string(),
  textScheme: z.string(),
}) satisfies z.ZodType<components['schemas']['CardView']>

export type CardDetails = z.infer<typeof cardSchema>

/** A saved image with its card, when it is one (gallery, viewer). */
export const cardImageSchema = savedImageSchema.extend({ card: cardSchema.nullish() }) satisfies z.ZodType<
  components['schemas']['ImageView']
>
export type CardImage = z.infer<typeof cardImageSchema>

/** A generation's answer with its card, when it is one (the wizard). */
export const generatedCardImageSchema = generatedImageSchema.extend({ card: cardSchema.nullish() })
export type GeneratedCardImage = z.infer<typeof generatedCardImageSchema>

export function textPositionOf(card: CardDetails): TextPosition {
  return TEXT_POSITIONS.find((position) => position === card.textPosition) ?? 'bottom'
}

export function textSchemeOf(card: CardDetails): TextScheme {
  return TEXT_SCHEMES.find((scheme) => scheme === card.textScheme) ?? 'auto'
}
