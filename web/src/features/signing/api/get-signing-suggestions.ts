import { queryOptions, skipToken, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import type { ToneId } from '@/components/suggestions/tones'
import { api } from '@/lib/api'
import type { components } from '@/lib/api-types'
import { queryKeys } from '@/lib/query-keys'

const suggestionsSchema = z.object({
  suggestions: z.array(z.string()),
}) satisfies z.ZodType<components['schemas']['Suggestions']>

/** GET /api/sign/{token}/suggestions: messages for the card's recipient and occasion (at least three
 * where the library has them). 409 once the card is sent, 429 when its signers asked for many. */
export async function getSigningSuggestions(token: string, tone: ToneId, signal?: AbortSignal): Promise<string[]> {
  const answer = suggestionsSchema.parse(
    await api.GET('/api/sign/{token}/suggestions', { params: { path: { token }, query: { tone } }, signal }),
  )
  return answer.suggestions.map((message) => message.trim()).filter(Boolean)
}

/** Nothing is fetched until the signer asks (`tone` null until then). */
export function signingSuggestionsQueryOptions(token: string, tone: ToneId | null) {
  return queryOptions({
    queryKey: queryKeys.signingSuggestions(token, tone),
    queryFn: tone ? ({ signal }) => getSigningSuggestions(token, tone, signal) : skipToken,
  })
}

export function useSigningSuggestions(token: string, tone: ToneId | null) {
  return useQuery(signingSuggestionsQueryOptions(token, tone))
}
