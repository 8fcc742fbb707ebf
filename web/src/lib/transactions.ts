import { z } from 'zod'
import type { components } from './api-types'
import { paginationSchema } from './pagination'

/** One movement of credits, as the customer's history (/api/transactions) and the operator
 * console's ledger of an account answer it. */
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
