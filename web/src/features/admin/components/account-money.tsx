import { DataTable, dataTableColumns } from '@/components/ui/data-table'
import { creditsLabel } from '@/lib/credits-label'
import { formatDate } from '@/lib/dates'
import { formatCredits } from '@/lib/format'
import type { Lot, Payment } from '../api/account-schemas'
import { useRefundPayment } from '../api/account-actions'
import { Badge } from './badge'
import { ReasonActionDialog } from './reason-action-dialog'
import { ConsoleSection, EmptyNote } from './console-section'

const NUMERIC = { headerClassName: 'text-right', cellClassName: 'whitespace-nowrap text-right tabular-nums' }
const QUIET = { cellClassName: 'whitespace-nowrap text-muted-foreground' }
const CODE = { cellClassName: 'font-mono text-xs break-all min-w-40' }

const LOT_SOURCES: Record<string, string> = {
  signup_bonus: 'Signup bonus',
  purchase: 'Purchase',
  staff_grant: 'Staff grant',
}

const lot = dataTableColumns<Lot>()

const lotColumns = lot.columns([
  lot.accessor('source', { header: 'Source', cell: (info) => LOT_SOURCES[info.getValue()] ?? info.getValue() }),
  lot.accessor('granted', { header: 'Granted', cell: (info) => formatCredits(info.getValue()), meta: NUMERIC }),
  lot.accessor('remaining', { header: 'Remaining', cell: (info) => formatCredits(info.getValue()), meta: NUMERIC }),
  lot.accessor('expiresAt', {
    header: 'Expires',
    cell: (info) => (
      <span className="flex items-center gap-2">
        {info.getValue() ? formatDate(info.getValue() ?? '') : 'Never'}
        {info.row.original.expired ? <Badge tone="bad">Expired</Badge> : null}
      </span>
    ),
    meta: QUIET,
  }),
  lot.accessor('createdAt', { header: 'Added', cell: (info) => formatDate(info.getValue()), meta: QUIET }),
])

/** The balance, and the lots it is made of (each with its own expiry), newest first. */
export function BalanceAndLots({ balance, lots }: { balance: number; lots: Lot[] }) {
  return (
    <ConsoleSection
      title="Balance and lots"
      aside={
        <span>
          Balance <strong className="text-base text-foreground" data-testid="console-balance">{creditsLabel(balance)}</strong>
        </span>
      }
    >
      {lots.length === 0 ? (
        <EmptyNote>No credits were ever added.</EmptyNote>
      ) : (
        <DataTable label="Credit lots" columns={lotColumns} data={lots} getRowId={(row) => row.id} />
      )}
    </ConsoleSection>
  )
}

/** "$4.99", in the payment's own currency. */
function formatAmount({ amountCents, currency }: Payment): string {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(amountCents / 100)
  } catch {
    // A currency code Intl does not know: the number and the code as stored.
    return `${(amountCents / 100).toFixed(2)} ${currency}`
  }
}

const payment = dataTableColumns<Payment>()

const paymentColumns = [
  payment.accessor('createdAt', { header: 'Date', cell: (info) => formatDate(info.getValue()), meta: QUIET }),
  payment.accessor('sessionId', { header: 'Checkout session', meta: CODE }),
  payment.accessor('provider', { header: 'Provider' }),
  payment.accessor('packageId', { header: 'Package' }),
  payment.display({ id: 'amount', header: 'Amount', cell: (info) => formatAmount(info.row.original), meta: NUMERIC }),
  payment.accessor('status', {
    header: 'Status',
    cell: (info) => <Badge tone={info.getValue() === 'paid' ? 'good' : info.getValue() === 'failed' ? 'bad' : 'neutral'}>{info.getValue()}</Badge>,
  }),
  payment.accessor('paymentIntent', { header: 'Payment intent', cell: (info) => info.getValue() ?? '-', meta: CODE }),
]

/** For an admin on someone else's account: a refund for each paid purchase. */
const refundColumn = (accountId: string) =>
  payment.display({
    id: 'refund',
    header: 'Refund',
    cell: (info) =>
      info.row.original.status === 'paid' ? <RefundDialog accountId={accountId} payment={info.row.original} /> : null,
  })

/** Checkouts the account started, paid or not, newest first. */
export function Payments({ accountId, payments, canRefund }: { accountId: string; payments: Payment[]; canRefund: boolean }) {
  const columns = payment.columns(canRefund ? [...paymentColumns, refundColumn(accountId)] : paymentColumns)
  return (
    <ConsoleSection title="Payments">
      {payments.length === 0 ? (
        <EmptyNote>No checkout was ever started.</EmptyNote>
      ) : (
        <DataTable label="Payments" columns={columns} data={payments} getRowId={(row) => row.sessionId} />
      )}
    </ConsoleSection>
  )
}

/** Refunds the whole purchase. Asked twice (or by two staff at once), it refunds once. */
function RefundDialog({ accountId, payment }: { accountId: string; payment: Payment }) {
  const refund = useRefundPayment()
  const provider = payment.provider === 'stripe' ? 'Stripe' : 'the demo checkout'
  return (
    <ReasonActionDialog
      label="Refund"
      title={`Refund ${formatAmount(payment)}`}
      description={`The whole payment goes back through ${provider}, and what is left of the purchase's credits leaves the balance; credits already spent stay spent.`}
      confirmLabel="Refund payment"
      pendingLabel="Refunding…"
      destructive
      run={async (reason) => {
        const { takenBack, shortfall } = await refund.mutateAsync({ id: accountId, sessionId: payment.sessionId, reason })
        const spent = shortfall > 0 ? ` ${formatCredits(shortfall)} had been spent.` : ''
        return { title: 'Payment refunded', description: `${formatCredits(takenBack)} credits taken back.${spent}` }
      }}
    />
  )
}
