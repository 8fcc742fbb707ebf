import { ArrowLeft } from 'lucide-react'
import { Link } from 'react-router'
import { AccountLoading } from '@/components/account/account-loading'
import { AuthenticationRequired } from '@/components/account/authentication-required'
import { Button } from '@/components/ui/button'
import { usePageParams } from '@/hooks/use-page-params'
import { useAuth } from '@/lib/auth'
import { useTransactions } from '../api/get-transactions'
import { SectionCard } from '../components/section-card'
import { TransactionsTable } from '../components/transactions-table'

/** /dashboard/transactions: every credit movement of the account, a page at a time. */
export function TransactionsRoute() {
  const auth = useAuth()
  if (auth.status === 'loading') return <AccountLoading />
  if (auth.status === 'anonymous') return <AuthenticationRequired returnTo="/dashboard/transactions" />
  return <TransactionsPage />
}

function TransactionsPage() {
  const { page, pageSize, setPageIndex, setPageSize } = usePageParams()
  const transactions = useTransactions({ page, limit: pageSize })
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:gap-8 sm:px-6 sm:py-14 [&>*]:min-w-0">
      <header>
        <Link
          to="/dashboard"
          className="inline-flex items-center gap-1.5 text-sm font-semibold text-primary hover:underline"
        >
          <ArrowLeft aria-hidden className="size-4" />
          Dashboard
        </Link>
        <h1 className="mt-3 font-display text-3xl font-semibold tracking-tight text-plum sm:text-4xl">
          Transaction History
        </h1>
        <p className="mt-2 text-muted-foreground">
          Every credit you've bought, received, spent, had refunded or seen expire, newest first.
        </p>
      </header>
      <SectionCard
        title="All transactions"
        description={describeTotal(transactions.data?.pagination.total)}
        actions={
          <Button asChild size="sm">
            <Link to="/purchase">Buy Credits</Link>
          </Button>
        }
      >
        <TransactionsTable
          query={transactions}
          paging={{ pageIndex: page - 1, pageSize, onPageChange: setPageIndex, onPageSizeChange: setPageSize }}
        />
      </SectionCard>
    </div>
  )
}

function describeTotal(total: number | undefined): string | undefined {
  if (total === undefined || total === 0) return undefined
  return total === 1 ? '1 entry' : `${total.toLocaleString('en-US')} entries`
}
