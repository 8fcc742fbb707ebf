import { Download } from 'lucide-react'
import { useSearchParams } from 'react-router'
import { Button } from '@/components/ui/button'
import { TableSkeleton } from '@/components/ui/load-error'
import { auditCsvUrl, useAuditLog, type AuditFilters } from '../api/audit-log'
import { AuditFilterForm } from '../components/audit-filter-form'
import { AuditTable } from '../components/audit-table'
import { ConsoleLoadError } from '../components/console-load-error'
import { EmptyNote } from '../components/console-section'
import { useConsoleTitle } from '../hooks/use-console-title'

const FILTER_NAMES = ['account', 'actor', 'action'] as const

/** The filters the address carries (`?account=…&action=…`), blank ones left out. */
function filtersOf(params: URLSearchParams): AuditFilters {
  const filters: AuditFilters = {}
  for (const name of FILTER_NAMES) {
    const value = params.get(name)?.trim()
    if (value) filters[name] = value
  }
  return filters
}

/** /admin/audit: every console action, refusals included, newest first; filtered through the
 * address so a filtered view can be linked to (an account's page does). */
export function AuditLogRoute() {
  useConsoleTitle('Audit log')
  const [params, setParams] = useSearchParams()
  const filters = filtersOf(params)
  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-semibold text-plum">Audit log</h1>
        <Button asChild variant="outline" size="sm">
          <a href={auditCsvUrl(filters)} download>
            <Download aria-hidden />
            Download CSV
          </a>
        </Button>
      </div>
      <AuditFilterForm
        // A new address (a link, Back) starts the form from its filters.
        key={params.toString()}
        filters={filters}
        onApply={(next) => setParams(filtersToParams(next))}
      />
      <AuditEntries filters={filters} />
    </div>
  )
}

function filtersToParams(filters: AuditFilters): Record<string, string> {
  const params: Record<string, string> = {}
  for (const name of FILTER_NAMES) {
    const value = filters[name]?.trim()
    if (value) params[name] = value
  }
  return params
}

function AuditEntries({ filters }: { filters: AuditFilters }) {
  const log = useAuditLog(filters)
  if (log.isPending) return <TableSkeleton />
  if (log.isError) return <ConsoleLoadError what="the audit log" error={log.error} onRetry={() => void log.refetch()} />
  const entries = log.data.pages.flatMap((page) => page.entries)
  const total = log.data.pages[0]?.total ?? 0
  if (entries.length === 0) return <EmptyNote>No entry matches these filters.</EmptyNote>
  return (
    <div className="grid gap-3">
      <p className="text-muted-foreground" aria-live="polite">
        Showing {entries.length.toLocaleString('en-US')} of {total.toLocaleString('en-US')} {total === 1 ? 'entry' : 'entries'}
      </p>
      <AuditTable entries={entries} allRows />
      {log.hasNextPage ? (
        <Button variant="outline" className="w-fit" disabled={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
          {log.isFetchingNextPage ? 'Loading…' : 'Load more'}
        </Button>
      ) : null}
    </div>
  )
}
