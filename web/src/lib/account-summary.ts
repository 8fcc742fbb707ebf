import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from './api'
import type { components } from './api-types'
import { queryKeys } from './query-keys'

/**
 * The signed-in user's account at a glance: balance, totals and the sign-up date. Shown on
 * both the purchase page and the dashboard, and refreshed whenever credits change.
 */

export const accountSummarySchema = z.object({
  credits: z.number(),
  /** Generations paid for, deleted images included. */
  imagesGenerated: z.number(),
  creditsUsed: z.number(),
  memberSince: z.string(),
}) satisfies z.ZodType<components['schemas']['AccountSummary']>

export type AccountSummary = z.infer<typeof accountSummarySchema>

export async function getAccountSummary(): Promise<AccountSummary> {
  return accountSummarySchema.parse(await api.GET('/api/account/summary'))
}

export const accountSummaryQueryOptions = queryOptions({ queryKey: queryKeys.accountSummary, queryFn: getAccountSummary })

export function useAccountSummary({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...accountSummaryQueryOptions, enabled })
}
