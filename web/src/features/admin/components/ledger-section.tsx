import { useState } from 'react'
import { amountColumn, creditsColumn, transactionColumn as column } from '@/components/account/transaction-columns'
import { DataTable, DEFAULT_PAGE_SIZE } from '@/components/ui/data-table'
import { TableSkeleton } from '@/components/ui/load-error'
import { formatDateTime } from '@/lib/dates'
import { useLedger } from '../api/get-account'
import { ConsoleLoadError } from './console-load-error'
import { ConsoleSection, EmptyNote } from './console-section'


const columns = column.columns([
  column.accessor('date', {
    header: 'Date',
    cell: (info) => formatDateTime(info.getValue()),
    meta: { cellClassName: 'whitespace-nowrap text-muted-foreground' },
  }),
  column.accessor('description', { header: 'Description', meta: { cellClassName: 'min-w-48' } }),
  creditsColumn,
  amountColumn,
  column.accessor('imageId', {
    header: 'Image',
    cell: (info) => info.getValue() ?? '-',
    meta: { cellClassName: 'font-mono text-xs break-all text-muted-foreground' },
  }),
])

/** The account's credit history as the server keeps it, a page at a time. */
export function LedgerSection({ accountId }: { accountId: string }) {
  const [pageIndex, setPageIndex] = useState(0)
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE)
  const ledger = useLedger({ id: accountId, page: pageIndex + 1, limit: pageSize })
  return (
    <ConsoleSection title="Ledger" aside={ledger.data ? entryCount(ledger.data.pagination.total) : null}>
      {ledger.isPending ? (
        <TableSkeleton />
      ) : ledger.isError ? (
        <ConsoleLoadError what="the ledger" error={ledger.error} onRetry={() => void ledger.refetch()} />
      ) : ledger.data.pagination.total === 0 ? (
        <EmptyNote>No credit has moved yet.</EmptyNote>
      ) : (
        <DataTable
          label="Ledger"
          columns={columns}
          data={ledger.data.transactions}
          className={ledger.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
          paging={{
            pageIndex,
            pageSize,
            total: ledger.data.pagination.total,
            onPageChange: setPageIndex,
            onPageSizeChange: (size) => {
              setPageSize(size)
              setPageIndex(0)
            },
          }}
        />
      )}
    </ConsoleSection>
  )
}

const entryCount = (total: number) => `${total.toLocaleString('en-US')} ${total === 1 ? 'entry' : 'entries'}`
