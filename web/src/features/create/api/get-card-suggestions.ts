import { queryOptions, skipToken, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import type { ToneId } from '@/components/suggestions/tones'
import { api } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'
import type { CategoryId } from '../data/categories'

export interface SuggestionQuery {
  category: CategoryId
  tone: ToneId
  /** The recipient's name, woven into the messages; '' for none. */
  name: string
}

const suggestionsSchema = z.object({ suggestions: z.array(z.string()) })

/** GET /api/cards/suggestions: ready-made card messages (at least three). */
export async function getCardSuggestions(query: SuggestionQuery, signal?: AbortSignal): Promise<string[]> {
  const params = { category: query.category, tone: query.tone, name: query.name || undefined }
  const answer = suggestionsSchema.parse(await api.GET('/api/cards/suggestions', { params: { query: params }, signal }))
  return answer.suggestions.map((message) => message.trim()).filter(Boolean)
}

/** Nothing is fetched until the visitor asks (`query` null until then). The name is trimmed so
 * "Sam" and "Sam " share one answer. */
export function cardSuggestionsQueryOptions(query: SuggestionQuery | null) {
  const normalized = query && { ...query, name: query.name.trim() }
  return queryOptions({
    queryKey: queryKeys.cards.suggestions(normalized),
    queryFn: normalized ? ({ signal }) => getCardSuggestions(normalized, signal) : skipToken,
  })
}

export function useCardSuggestions(query: SuggestionQuery | null) {
  return useQuery(cardSuggestionsQueryOptions(query))
}
