import { Receipt } from 'lucide-react'
import { DataTable, type ServerPaging } from '@/components/ui/data-table'
import type { useTransactions } from '../api/get-transactions'
import { LoadError, TableSkeleton } from '@/components/ui/load-error'
import { transactionColumns } from './transaction-columns'

interface TransactionsTableProps {
  query: ReturnType<typeof useTransactions>
  /** The full history pages through the server; the dashboard's preview shows one page. */
  paging?: Omit<ServerPaging, 'total'>
}

/** A page of the transaction history, or what stands in for it while loading, failing or empty. */
export function TransactionsTable({ query, paging }: TransactionsTableProps) {
  if (query.isPending) return <TableSkeleton />
  if (query.isError) return <LoadError what="transactions" onRetry={() => void query.refetch()} />
  const { transactions, pagination } = query.data
  if (pagination.total === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-4 py-10 text-center">
        <Receipt aria-hidden className="size-6 text-muted-foreground" />
        <p className="font-semibold">No transactions yet</p>
        <p className="text-sm text-muted-foreground">Credits you buy, receive or spend will be listed here.</p>
      </div>
    )
  }
  return (
    <DataTable
      label="Transaction history"
      columns={transactionColumns}
      data={transactions}
      paging={paging ? { ...paging, total: pagination.total } : undefined}
      className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
    />
  )
}
