import { ImageIcon } from 'lucide-react'
import { Link } from 'react-router'
import { amountColumn, creditsColumn, transactionColumn as column } from '@/components/account/transaction-columns'
import { formatDate } from '@/lib/dates'

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
  creditsColumn,
  amountColumn,
])
