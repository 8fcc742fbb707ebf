import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'
import { groupCardListSchema, groupCardViewSchema, type GroupCardView } from '@/components/group-cards/api/group-card-view'

/** While a card collects messages, its page looks again this often: people sign elsewhere. */
export const COLLECTING_REFRESH_MS = 30_000

/** GET /api/group-cards: the user's group cards, newest first. */
export async function getGroupCards() {
  return groupCardListSchema.parse(await api.GET('/api/group-cards'))
}

export function groupCardsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.groupCards.all,
    queryFn: getGroupCards,
    refetchOnMount: 'always',
  })
}

export function useGroupCards() {
  return useQuery(groupCardsQueryOptions())
}

/** GET /api/group-cards/{id}: one card with every message and invitation. */
export async function getGroupCard(id: string): Promise<GroupCardView> {
  return groupCardViewSchema.parse(await api.GET('/api/group-cards/{id}', { params: { path: { id } } }))
}

export function groupCardQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.groupCards.detail(id),
    queryFn: () => getGroupCard(id),
    refetchOnMount: 'always',
    refetchInterval: (query) => (query.state.data?.status === 'collecting' ? COLLECTING_REFRESH_MS : false),
  })
}

export function useGroupCard(id: string) {
  return useQuery(groupCardQueryOptions(id))
}
