import { ImageIcon } from 'lucide-react'
import { Link } from 'react-router'
import { dataTableColumns } from '@/components/ui/data-table'
import { formatDate } from '@/lib/dates'
import { formatCredits } from '@/lib/format'
import { formatUsd } from '@/lib/money'
import { cn } from '@/lib/utils'
import type { Transaction } from '../api/get-transactions'

const column = dataTableColumns<Transaction>()

/** "+50" for credits added, "-1.5" for credits spent. */
function signedCredits(credits: number): string {
  return credits > 0 ? `+${formatCredits(credits)}` : formatCredits(credits)
}

const NUMERIC = { headerClassName: 'text-right', cellClassName: 'whitespace-nowrap text-right tabular-nums' }

export const transactionColumns = column.columns([
  column.accessor('date', {
    header: 'Date',
    cell: (info) => formatDate(info.getValue()),
    // On phones the date moves under the description.
    meta: {
      headerClassName: 'hidden sm:table-cell',
      cellClassName: 'hidden sm:table-cell whitespace-nowrap text-muted-foreground',
    },
  }),
  column.accessor('description', {
    header: 'Description',
    cell: (info) => {
      const { imageId, date } = info.row.original
      return (
        <>
          {imageId ? (
            // A generation charge opens the image it paid for.
            <Link
              to={`/gallery?image=${encodeURIComponent(imageId)}`}
              className="font-medium text-foreground underline decoration-primary/40 underline-offset-4 hover:text-primary hover:decoration-primary"
            >
              <ImageIcon aria-hidden className="mr-1.5 inline size-4 align-[-3px] text-primary" />
              {info.getValue()}
            </Link>
          ) : (
            info.getValue()
          )}
          <span className="block text-xs text-muted-foreground sm:hidden">{formatDate(date)}</span>
        </>
      )
    },
    meta: { cellClassName: 'min-w-32' },
  }),
  column.accessor('credits', {
    header: 'Credits',
    cell: (info) => (
      <span className={cn('font-semibold', info.getValue() > 0 ? 'text-emerald-700' : 'text-destructive')}>
        {signedCredits(info.getValue())}
      </span>
    ),
    meta: NUMERIC,
  }),
  column.accessor('amount', {
    header: 'Amount',
    cell: (info) => {
      const amount = info.getValue()
      return amount === null || amount === undefined ? '-' : formatUsd(amount)
    },
    meta: NUMERIC,
  }),
])
