import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'
import { transactionListSchema, type TransactionList } from '@/lib/transactions'
import { accountDetailSchema, type AccountDetail } from './account-schemas'

export async function getAccount(id: string, signal?: AbortSignal): Promise<AccountDetail> {
  return accountDetailSchema.parse(await api.GET('/api/admin/accounts/{id}', { params: { path: { id } }, signal }))
}

export function accountQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.admin.accounts.detail(id),
    queryFn: ({ signal }) => getAccount(id, signal),
    // Customers change their accounts all the time: an account page shows it as it is now.
    refetchOnMount: 'always',
  })
}

/** Everything the console shows about one account. */
export function useAccount(id: string) {
  return useQuery(accountQueryOptions(id))
}

export interface LedgerPage {
  id: string
  /** From 1. */
  page: number
  /** Entries per page, 1 to 100. */
  limit: number
}

export async function getLedger({ id, page, limit }: LedgerPage, signal?: AbortSignal): Promise<TransactionList> {
  const answer = await api.GET('/api/admin/accounts/{id}/ledger', { params: { path: { id }, query: { page, limit } }, signal })
  return transactionListSchema.parse(answer)
}

export function ledgerQueryOptions(request: LedgerPage) {
  return queryOptions({
    queryKey: queryKeys.admin.ledger.page(request.id, request.page, request.limit),
    queryFn: ({ signal }) => getLedger(request, signal),
  })
}

/** One page of the account's credit history, newest first; the page shown stays while the next loads. */
export function useLedger(request: LedgerPage) {
  return useQuery({ ...ledgerQueryOptions(request), placeholderData: keepPreviousData })
}
