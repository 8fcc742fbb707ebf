import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { apiJson } from '@/lib/api-client'
import { TRANSACTIONS_URL } from '@/lib/credit-queries'

export const transactionSchema = z.object({
  date: z.string(),
  description: z.string(),
  /** Signed: positive adds credits. May have one decimal (-1.5). */
  credits: z.number(),
  /** US dollars paid, for purchases; null otherwise. */
  amount: z.number().nullable().optional(),
})

export type Transaction = z.infer<typeof transactionSchema>

export async function getTransactions(): Promise<Transaction[]> {
  return z.array(transactionSchema).parse(await apiJson('GET', TRANSACTIONS_URL))
}

export const transactionsQueryOptions = queryOptions({ queryKey: [TRANSACTIONS_URL], queryFn: getTransactions })

/** Every credit movement of the signed-in user, newest first. */
export function useTransactions() {
  return useQuery(transactionsQueryOptions)
}
