import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { cardSchema } from '@/components/images/card-image'
import { api } from '@/lib/api'
import type { components } from '@/lib/api-types'
import { queryKeys } from '@/lib/query-keys'
import { readTokenLookup, type TokenLookup } from '@/lib/token-lookup'

export const receivedCardSchema = z.object({
  senderName: z.string(),
  recipientName: z.string(),
  /** The sender's words for the inside; may be empty. */
  message: z.string(),
  /** classic, modern or handwritten (kept a string: a face added later must not break the page). */
  font: z.string(),
  imageUrl: z.string(),
  alt: z.string(),
  /** The downloaded file's name without extension, e.g. "birthday-card-for-mina". */
  fileName: z.string(),
  card: cardSchema.nullish(),
  sentAt: z.string().nullish(),
  /** The recipient's thank-you, once said. */
  thanks: z.string().nullish(),
  thankedAt: z.string().nullish(),
  /** A group card's inside: everyone's messages, each in its own face and ink. */
  group: z
    .object({
      title: z.string(),
      /** The inside pages as drawn for print, one PNG address each. */
      insidePages: z.array(z.string()),
      messages: z.array(
        z.object({
          id: z.string(),
          name: z.string(),
          text: z.string(),
          font: z.string(),
          colour: z.string(),
          signature: z.array(z.array(z.array(z.number()))),
          /** The signer's photo, a small JPEG, if they added one. */
          photoUrl: z.string().nullish(),
        }),
      ),
    })
    .nullish(),
}) satisfies z.ZodType<components['schemas']['ReceivedCardView']>

export type ReceivedCard = z.infer<typeof receivedCardSchema>

/** What a card link leads to: the card, no card at all (404), or a card taken back (410). */
export type CardLookup = TokenLookup<ReceivedCard>

/**
 * GET /api/c/{token}; the first call marks the card opened for its sender. A 404 (a link cut
 * short in the email) and a 410 (a card its sender deleted, or one reported) are answers this
 * page expects, so they are read rather than thrown; anything else is a failure to retry.
 */
export async function getReceivedCard(token: string, signal?: AbortSignal): Promise<CardLookup> {
  const response = await api.response('GET', '/api/c/{token}', {
    params: { path: { token } },
    signal,
    throwOnError: false,
  })
  return readTokenLookup(response, receivedCardSchema)
}

export function receivedCardQueryOptions(token: string) {
  return queryOptions({
    queryKey: queryKeys.receivedCard(token),
    queryFn: ({ signal }) => getReceivedCard(token, signal),
  })
}

export function useReceivedCard(token: string) {
  return useQuery(receivedCardQueryOptions(token))
}
