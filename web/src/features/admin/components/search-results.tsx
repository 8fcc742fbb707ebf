import { Link } from 'react-router'
import { DataTable, dataTableColumns } from '@/components/ui/data-table'
import { formatDate } from '@/lib/dates'
import type { AccountMatch } from '../api/search-accounts'
import { Badge } from './badge'

const column = dataTableColumns<AccountMatch>()

const columns = column.columns([
  column.accessor('email', {
    header: 'Email',
    cell: (info) => (
      <span className="flex flex-wrap items-center gap-2">
        <Link to={`/admin/accounts/${encodeURIComponent(info.row.original.id)}`} className="font-medium text-primary hover:underline">
          {info.getValue()}
        </Link>
        {info.row.original.suspended ? <Badge tone="bad">Suspended</Badge> : null}
      </span>
    ),
    meta: { cellClassName: 'wrap-anywhere min-w-48' },
  }),
  column.accessor('username', { header: 'Username', meta: { cellClassName: 'wrap-anywhere' } }),
  column.accessor('matchedBy', { header: 'Matched by', meta: { cellClassName: 'whitespace-nowrap text-muted-foreground' } }),
  column.accessor('createdAt', {
    header: 'Created',
    cell: (info) => formatDate(info.getValue()),
    meta: { cellClassName: 'whitespace-nowrap text-muted-foreground' },
  }),
])

/** The accounts a search found (at most 20), each a link to its page. */
export function SearchResults({ matches }: { matches: AccountMatch[] }) {
  return <DataTable label="Matching accounts" columns={columns} data={matches} getRowId={(match) => match.id} allRows />
}
