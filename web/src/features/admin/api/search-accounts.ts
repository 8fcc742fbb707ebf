import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '@/lib/api'
import type { components } from '@/lib/api-types'
import { queryKeys } from '@/lib/query-keys'

const accountMatchSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  createdAt: z.string(),
  suspended: z.boolean(),
  /** `email`, `username`, `account id`, `image`, `card link`, `checkout session` or `payment intent`. */
  matchedBy: z.string(),
}) satisfies z.ZodType<components['schemas']['AccountMatch']>

export type AccountMatch = z.infer<typeof accountMatchSchema>

/** The server finds nothing for fewer characters; the console does not ask. */
export const SHORTEST_QUERY = 3

export async function searchAccounts(query: string, signal?: AbortSignal): Promise<AccountMatch[]> {
  return z.array(accountMatchSchema).parse(await api.GET('/api/admin/accounts', { params: { query: { q: query } }, signal }))
}

export function accountSearchQueryOptions(query: string) {
  return queryOptions({
    queryKey: queryKeys.admin.accounts.search(query),
    queryFn: ({ signal }) => searchAccounts(query, signal),
    enabled: query.length >= SHORTEST_QUERY,
    // A new account may match a search made a moment ago.
    refetchOnMount: 'always',
  })
}

/** At most 20 accounts the query names (an address, a username, an id, a payment…). */
export function useAccountSearch(query: string) {
  return useQuery(accountSearchQueryOptions(query))
}
