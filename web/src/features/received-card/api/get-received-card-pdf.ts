import type { Paper } from '@/components/images/print-card'
import { apiUrl } from '@/lib/api'

/** GET /api/c/{token}/card.pdf: the card as a folded 5 × 7 in card with the sender's message
 * inside. The link is the credential, so a plain download link works for a visitor. */
export function receivedCardPdfUrl(token: string, paper: Paper): string {
  return apiUrl('/api/c/{token}/card.pdf', { path: { token }, query: { paper } })
}
