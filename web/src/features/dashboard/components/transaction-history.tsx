import { Receipt } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { useTransactions } from '../api/get-transactions'
import { LoadError, TableSkeleton } from './load-error'
import { SectionCard } from './section-card'
import { TransactionsTable } from './transactions-table'

export function TransactionHistory() {
  const transactions = useTransactions()
  return (
    <SectionCard
      id="recent-activity"
      title="Transaction History"
      description="Purchases, free credits, spending, refunds and expiries, newest first."
      actions={
        <Button asChild size="sm">
          <Link to="/purchase">Buy Credits</Link>
        </Button>
      }
    >
      {transactions.isPending ? (
        <TableSkeleton />
      ) : transactions.isError ? (
        <LoadError what="transactions" onRetry={() => void transactions.refetch()} />
      ) : transactions.data.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-4 py-10 text-center">
          <Receipt aria-hidden className="size-6 text-muted-foreground" />
          <p className="font-semibold">No transactions yet</p>
          <p className="text-sm text-muted-foreground">Credits you buy, receive or spend will be listed here.</p>
        </div>
      ) : (
        <TransactionsTable transactions={transactions.data} />
      )}
    </SectionCard>
  )
}
