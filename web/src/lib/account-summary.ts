import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { apiJson } from './api-client'

/**
 * The signed-in user's account at a glance: balance, totals and the sign-up date. Shown on
 * both the purchase page and the dashboard, and refreshed whenever credits change.
 */

export const ACCOUNT_SUMMARY_URL = '/api/account/summary'

export const accountSummarySchema = z.object({
  credits: z.number(),
  imagesGenerated: z.number(),
  creditsUsed: z.number(),
  memberSince: z.string(),
})

export type AccountSummary = z.infer<typeof accountSummarySchema>

export async function getAccountSummary(): Promise<AccountSummary> {
  return accountSummarySchema.parse(await apiJson('GET', ACCOUNT_SUMMARY_URL))
}

export const accountSummaryQueryOptions = queryOptions({ queryKey: [ACCOUNT_SUMMARY_URL], queryFn: getAccountSummary })

export function useAccountSummary({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...accountSummaryQueryOptions, enabled })
}
