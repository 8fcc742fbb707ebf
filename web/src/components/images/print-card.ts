import { z } from 'zod'
import { apiUrl } from '@/lib/api'
import type { operations } from '@/lib/api-types'

/**
 * GET /api/images/{id}/card.pdf: any image as a folded 5 × 7 in card, on a US Letter or A4
 * sheet with crop and fold marks. The session cookie authorises it, so a plain link downloads it.
 */

type PrintQuery = NonNullable<operations['get_api_images_id_card_pdf']['parameters']['query']>

export const PAPERS = [
  { value: 'letter', label: 'US Letter', hint: '8.5 × 11 in' },
  { value: 'a4', label: 'A4', hint: '210 × 297 mm' },
] as const

export type Paper = (typeof PAPERS)[number]['value']

/** How to make the PDF into a card, said wherever one is offered. */
export const FOLDED_CARD_HOW_TO =
  'A 5 × 7 in card on one sheet: print both sides (flip on the short edge), cut at the corner marks and fold.'

export const PRINT_MESSAGE_MAX_LENGTH = 1000

export const printFormSchema = z.object({
  paper: z.enum(['letter', 'a4']),
  message: z.string().max(PRINT_MESSAGE_MAX_LENGTH),
})

export type PrintOptions = z.infer<typeof printFormSchema>

/**
 * The PDF's address. The inside message is left out when it is empty or the card's own words:
 * the server prints the card's words inside then, and the link stays short.
 */
export function printCardUrl(imageId: string, { paper, message }: PrintOptions, cardText?: string | null): string {
  const query: PrintQuery = { paper }
  const inside = message.trim()
  if (inside && inside !== (cardText ?? '').trim()) query.message = inside
  return apiUrl('/api/images/{id}/card.pdf', { path: { id: imageId }, query })
}
