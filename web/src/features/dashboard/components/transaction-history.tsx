import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { useTransactions } from '../api/get-transactions'
import { SectionCard } from './section-card'
import { TransactionsTable } from './transactions-table'

/** The dashboard shows the newest few; the rest are a click away. */
export const PREVIEW_ROWS = 5

/** The dashboard's Transaction History: the five newest entries, Buy Credits and View all. */
export function TransactionHistory() {
  const transactions = useTransactions({ page: 1, limit: PREVIEW_ROWS })
  const total = transactions.data?.pagination.total ?? 0
  return (
    <SectionCard
      id="recent-activity"
      title="Transaction History"
      description="Your latest purchases, free credits, spending, refunds and expiries."
      actions={
        <>
          {total > PREVIEW_ROWS ? (
            <Button asChild variant="outline" size="sm">
              <Link to="/dashboard/transactions">
                View all
                <ArrowRight aria-hidden />
              </Link>
            </Button>
          ) : null}
          <Button asChild size="sm">
            <Link to="/purchase">Buy Credits</Link>
          </Button>
        </>
      }
    >
      <TransactionsTable query={transactions} />
    </SectionCard>
  )
}
