import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api'
import type { components } from '@/lib/api-types'
import { invalidateGroupCardQueries } from '@/lib/invalidate'
import { groupCardViewSchema, type GroupCardView } from './group-card-view'

export type StartGroupCardInput = components['schemas']['GroupCardRequest']

/** POST /api/group-cards: needs a confirmed address (403) and one of the user's cards (404). */
export async function startGroupCard(input: StartGroupCardInput): Promise<GroupCardView> {
  return groupCardViewSchema.parse(await api.POST('/api/group-cards', { body: input }))
}

export function useStartGroupCard() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: startGroupCard,
    onSuccess: () => invalidateGroupCardQueries(queryClient),
  })
}
