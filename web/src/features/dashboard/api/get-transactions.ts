import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '@/lib/api'
import type { components } from '@/lib/api-types'
import { paginationSchema } from '@/lib/pagination'
import { queryKeys } from '@/lib/query-keys'

export const transactionSchema = z.object({
  date: z.string(),
  description: z.string(),
  /** Signed: positive adds credits. May have one decimal (-1.5). */
  credits: z.number(),
  /** US dollars paid, for purchases; null otherwise. */
  amount: z.number().nullish(),
  /** For a generation charge, the image it paid for (while the image exists). */
  imageId: z.string().nullish(),
}) satisfies z.ZodType<components['schemas']['TransactionView']>

export const transactionListSchema = z.object({
  transactions: z.array(transactionSchema),
  pagination: paginationSchema,
}) satisfies z.ZodType<components['schemas']['TransactionList']>

export type Transaction = z.infer<typeof transactionSchema>
export type TransactionList = z.infer<typeof transactionListSchema>

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
