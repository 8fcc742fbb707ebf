import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'
import { transactionListSchema, type TransactionList } from '@/lib/transactions'

export type { Transaction, TransactionList } from '@/lib/transactions'

export interface TransactionsPage {
  /** From 1. */
  page: number
  /** Entries per page, 1 to 100. */
  limit: number
}

export async function getTransactions({ page, limit }: TransactionsPage, signal?: AbortSignal): Promise<TransactionList> {
  return transactionListSchema.parse(await api.GET('/api/transactions', { params: { query: { page, limit } }, signal }))
}

export function transactionsQueryOptions(request: TransactionsPage) {
  return queryOptions({
    queryKey: queryKeys.transactions.page(request.page, request.limit),
    queryFn: ({ signal }) => getTransactions(request, signal),
  })
}

/** One page of the signed-in user's credit movements, newest first. The page shown stays on
 * screen while the next one loads. */
export function useTransactions(request: TransactionsPage) {
  return useQuery({ ...transactionsQueryOptions(request), placeholderData: keepPreviousData })
}
