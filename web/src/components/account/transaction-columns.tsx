import { dataTableColumns } from '@/components/ui/data-table'
import { formatCredits } from '@/lib/format'
import { formatUsd } from '@/lib/money'
import type { Transaction } from '@/lib/transactions'
import { cn } from '@/lib/utils'

/** The columns a customer's history and the console's ledger of an account share. */

export const transactionColumn = dataTableColumns<Transaction>()

export const NUMERIC_COLUMN = { headerClassName: 'text-right', cellClassName: 'whitespace-nowrap text-right tabular-nums' }

/** "+50" for credits added, "-1.5" for credits spent. */
function signedCredits(credits: number): string {
  return credits > 0 ? `+${formatCredits(credits)}` : formatCredits(credits)
}

export const creditsColumn = transactionColumn.accessor('credits', {
  header: 'Credits',
  cell: (info) => (
    <span className={cn('font-semibold', info.getValue() > 0 ? 'text-emerald-700' : 'text-destructive')}>
      {signedCredits(info.getValue())}
    </span>
  ),
  meta: NUMERIC_COLUMN,
})

/** Money paid, for purchases. */
export const amountColumn = transactionColumn.accessor('amount', {
  header: 'Amount',
  cell: (info) => {
    const amount = info.getValue()
    return amount === null || amount === undefined ? '-' : formatUsd(amount)
  },
  meta: NUMERIC_COLUMN,
})
