import type { Paper } from '@/components/images/print-card'
import type { operations } from '@/lib/api-types'
import { receivedCardUrl } from './get-received-card'

type PdfQuery = NonNullable<operations['get_api_c_token_card_pdf']['parameters']['query']>

/** GET /api/c/{token}/card.pdf: the card as a folded 5 × 7 in card with the sender's message
 * inside. The link is the credential, so a plain download link works for a visitor. */
export function receivedCardPdfUrl(token: string, paper: Paper): string {
  const query: PdfQuery = { paper }
  return `${receivedCardUrl(token)}/card.pdf?${new URLSearchParams(query as Record<string, string>)}`
}
