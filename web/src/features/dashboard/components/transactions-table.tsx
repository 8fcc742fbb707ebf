import { DataTable } from '@/components/ui/data-table'
import type { Transaction } from '../api/get-transactions'
import { transactionColumns } from './transaction-columns'

export function TransactionsTable({ transactions }: { transactions: Transaction[] }) {
  return <DataTable label="Transaction history" columns={transactionColumns} data={transactions} />
}
