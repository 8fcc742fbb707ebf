import { Link, useParams } from 'react-router'
import { TableSkeleton } from '@/components/ui/load-error'
import { ApiError } from '@/lib/api-client'
import type { AccountDetail } from '../api/account-schemas'
import { useAccount } from '../api/get-account'
import { isAdmin, isOwnAccount, type StaffSession } from '../api/staff-session'
import { ApiKeys, SignedInDevices, Throttles } from '../components/account-access'
import { AccountActions } from '../components/account-actions'
import { CardsSent, Images, Reminders } from '../components/account-activity'
import { AccountHeader } from '../components/account-header'
import { BalanceAndLots, Payments } from '../components/account-money'
import { AuditTable } from '../components/audit-table'
import { ConsoleLoadError } from '../components/console-load-error'
import { ConsoleSection, EmptyNote } from '../components/console-section'
import { LedgerSection } from '../components/ledger-section'
import { useConsoleTitle } from '../hooks/use-console-title'

/** /admin/accounts/:id: everything about one account, and what staff may do to it. */
export function AccountRoute({ session }: { session: StaffSession }) {
  const id = useParams().id ?? ''
  const account = useAccount(id)
  useConsoleTitle(account.data?.email ?? 'Account')
  if (account.isPending) return <TableSkeleton />
  if (account.isError) {
    if (account.error instanceof ApiError && account.error.status === 404) return <UnknownAccount />
    return <ConsoleLoadError what="the account" error={account.error} onRetry={() => void account.refetch()} />
  }
  return <AccountPage account={account.data} session={session} />
}

function UnknownAccount() {
  return (
    <div className="grid gap-2">
      <h1 className="text-xl font-semibold text-plum">No such account</h1>
      <p>
        No account has this id; it may have been deleted.{' '}
        <Link to="/admin" className="font-semibold text-primary hover:underline">
          Find an account
        </Link>
      </p>
    </div>
  )
}

function AccountPage({ account, session }: { account: AccountDetail; session: StaffSession }) {
  return (
    <div className="grid gap-6">
      <AccountHeader account={account} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_16rem] lg:items-start">
        <div className="grid min-w-0 gap-8">
          <BalanceAndLots balance={account.balance} lots={account.lots} />
          <LedgerSection accountId={account.id} />
          <Payments
            accountId={account.id}
            payments={account.payments}
            canRefund={isAdmin(session) && !isOwnAccount(account, session)}
          />
          <Images count={account.imageCount} images={account.images} />
          <CardsSent sends={account.sends} />
          <Reminders reminders={account.reminders} />
          <ApiKeys keys={account.apiKeys} />
          <SignedInDevices devices={account.devices} />
          <Throttles throttles={account.throttles} />
          <AuditHistory account={account} />
        </div>
        {/* First on a phone, where the sections below are long; beside them on a wide screen. */}
        <div className="order-first lg:sticky lg:top-24 lg:order-none">
          <AccountActions account={account} session={session} />
        </div>
      </div>
    </div>
  )
}

function AuditHistory({ account }: { account: AccountDetail }) {
  return (
    <ConsoleSection
      title="Audit history"
      aside={
        <Link to={`/admin/audit?account=${encodeURIComponent(account.id)}`} className="font-medium text-primary hover:underline">
          Open in the audit log
        </Link>
      }
    >
      {account.audit.length === 0 ? <EmptyNote>No console action has named this account.</EmptyNote> : <AuditTable entries={account.audit} />}
    </ConsoleSection>
  )
}
