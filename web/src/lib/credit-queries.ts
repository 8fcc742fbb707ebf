import type { QueryClient } from '@tanstack/react-query'
import { ACCOUNT_SUMMARY_URL } from './account-summary'
import { CURRENT_USER_QUERY_KEY } from './auth'

export const TRANSACTIONS_URL = '/api/transactions'

const CREDIT_QUERY_KEYS = [CURRENT_USER_QUERY_KEY, [ACCOUNT_SUMMARY_URL], [TRANSACTIONS_URL]] as const

/** Refreshes every read that shows the balance or its history (header, summaries, ledger).
 * Call it after anything that adds or spends credits. */
export async function invalidateCreditQueries(queryClient: QueryClient) {
  // A read still in flight may have been answered before the change: drop it, then read again.
  // (Invalidating alone would wait for that read when the query has no data yet.)
  await Promise.all(CREDIT_QUERY_KEYS.map((queryKey) => queryClient.cancelQueries({ queryKey })))
  await Promise.all(CREDIT_QUERY_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })))
}
