import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { sendViewSchema, type SendView } from '@/components/sending/api/send-view'
import { api } from '@/lib/api'
import type { components } from '@/lib/api-types'
import { paginationSchema } from '@/lib/pagination'
import { queryKeys } from '@/lib/query-keys'

/** GET /api/sends: the user's sends, newest first, with each recipient's status. */

export const sendListSchema = z.object({
  sends: z.array(sendViewSchema),
  pagination: paginationSchema,
}) satisfies z.ZodType<components['schemas']['SendList']>

export type SendList = z.infer<typeof sendListSchema>

/** While a card is about to go, the list looks again this often, so it turns Sent on its own. */
export const DUE_SOON_REFRESH_MS = 5000
/** A card due later is looked at now and then: the page may stay open until its day. */
export const WAITING_REFRESH_MS = 60_000
const DUE_SOON_MS = 2 * 60 * 1000

export async function getSends({ page, limit }: { page: number; limit: number }): Promise<SendList> {
  return sendListSchema.parse(await api.GET('/api/sends', { params: { query: { page, limit } } }))
}

/** How soon to look again: often while a card is due any minute, now and then while one waits. */
export function refreshInterval(sends: SendView[] | undefined, now = Date.now()): number | false {
  const waiting = (sends ?? []).filter((send) => send.recipients.some((recipient) => recipient.status === 'scheduled'))
  if (waiting.length === 0) return false
  const dueSoon = waiting.some((send) => new Date(send.dueAt).getTime() - now <= DUE_SOON_MS)
  return dueSoon ? DUE_SOON_REFRESH_MS : WAITING_REFRESH_MS
}

export function sendsQueryOptions(page: number, limit: number) {
  return queryOptions({
    queryKey: queryKeys.sends.page(page, limit),
    queryFn: () => getSends({ page, limit }),
    // Recipients open and thank outside this app: read again on every visit.
    refetchOnMount: 'always',
    refetchInterval: (query) => refreshInterval(query.state.data?.sends),
    placeholderData: keepPreviousData,
  })
}

export function useSends(page: number, limit: number) {
  return useQuery(sendsQueryOptions(page, limit))
}
