import { Link } from 'react-router'
import { DataTable, dataTableColumns } from '@/components/ui/data-table'
import { formatDateTime } from '@/lib/dates'
import type { AuditEntry } from '../api/account-schemas'
import { Badge } from './badge'

/** A JSON value on one line; null or absent reads "null". */
function compact(value: unknown): string {
  return value === undefined ? 'null' : JSON.stringify(value)
}

/** `{"balance":60} → {"balance":85}`; "-" when the entry changed nothing it could name. */
function summariseChange(before: unknown, after: unknown): string {
  if ((before === null || before === undefined) && (after === null || after === undefined)) return '-'
  return `${compact(before)} → ${compact(after)}`
}

const column = dataTableColumns<AuditEntry>()

const columns = column.columns([
  column.accessor('at', {
    header: 'Time',
    cell: (info) => (
      <time dateTime={info.getValue()} title={info.getValue()}>
        {formatDateTime(info.getValue())}
      </time>
    ),
    meta: { cellClassName: 'whitespace-nowrap text-muted-foreground' },
  }),
  column.accessor('actor', { header: 'Actor', meta: { cellClassName: 'wrap-anywhere min-w-40' } }),
  column.accessor('action', { header: 'Action', meta: { cellClassName: 'font-mono text-xs whitespace-nowrap' } }),
  column.accessor('targetAccountId', {
    header: 'Account',
    cell: (info) => {
      const id = info.getValue()
      if (!id) return '-'
      return (
        <Link to={`/admin/accounts/${encodeURIComponent(id)}`} title={id} className="font-mono text-xs text-primary hover:underline">
          {id.slice(0, 8)}…
        </Link>
      )
    },
    meta: { cellClassName: 'whitespace-nowrap' },
  }),
  column.accessor('reason', { header: 'Reason', meta: { cellClassName: 'min-w-48 max-w-md' } }),
  column.accessor('outcome', {
    header: 'Outcome',
    cell: (info) => (info.getValue() === 'refused' ? <Badge tone="bad">Refused</Badge> : info.getValue()),
  }),
  column.display({
    id: 'change',
    header: 'Before → after',
    cell: (info) => summariseChange(info.row.original.before, info.row.original.after),
    meta: { cellClassName: 'font-mono text-xs break-all min-w-56' },
  }),
])

interface AuditTableProps {
  entries: AuditEntry[]
  /** Every entry at once (the log's "Load more" pages), rather than 10 a page. */
  allRows?: boolean
}

/** Entries of the audit log, newest first. */
export function AuditTable({ entries, allRows = false }: AuditTableProps) {
  return <DataTable label="Audit entries" columns={columns} data={entries} getRowId={(entry) => String(entry.id)} allRows={allRows} />
}
