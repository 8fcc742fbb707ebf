import { Link, useLocation, useSearchParams } from 'react-router'
import { Button } from '@/components/ui/button'
import { TableSkeleton } from '@/components/ui/load-error'
import { cn } from '@/lib/utils'
import { useModerationQueue, type QueueStatus } from '../api/moderation'
import type { StaffSession } from '../api/staff-session'
import { ConsoleLoadError } from '../components/console-load-error'
import { EmptyNote } from '../components/console-section'
import { ModerationItemCard } from '../components/moderation-item'
import { useConsoleTitle } from '../hooks/use-console-title'

const VIEWS: { status: QueueStatus; label: string }[] = [
  { status: 'open', label: 'Waiting' },
  { status: 'decided', label: 'Decided' },
]

/** The page the address asks for (`?page=2`), 1 when it is missing or not a page number. */
function pageOf(params: URLSearchParams): number {
  const page = Number(params.get('page'))
  return Number.isInteger(page) && page >= 1 ? page : 1
}

/** /admin/moderation: cards recipients reported and prompts the image provider refused, newest
 * report first, each restored or removed with a reason; and what was decided, for the record. */
export function ModerationRoute({ session }: { session: StaffSession }) {
  useConsoleTitle('Moderation')
  const [params] = useSearchParams()
  const location = useLocation()
  const status: QueueStatus = params.get('status') === 'decided' ? 'decided' : 'open'
  const page = pageOf(params)
  return (
    <div className="grid gap-5">
      <div className="grid gap-1">
        <h1 className="text-xl font-semibold text-plum">Moderation</h1>
        <p className="text-muted-foreground">
          A reported card stays off until it is restored. Removing one deletes it, gives its sender a strike and emails them
          the reason; at {session.strikesToSuspend} strikes the account is suspended.
        </p>
      </div>
      <nav aria-label="Queue" className="flex gap-1 border-b">
        {VIEWS.map((view) => (
          <Link
            key={view.status}
            to={view.status === 'open' ? '/admin/moderation' : '/admin/moderation?status=decided'}
            aria-current={view.status === status ? 'page' : undefined}
            className={cn(
              '-mb-px border-b-2 border-transparent px-3 py-2 font-medium text-muted-foreground hover:text-foreground',
              view.status === status && 'border-plum text-foreground',
            )}
          >
            {view.label}
          </Link>
        ))}
      </nav>
      {/* Each visit (a tab, a page, the console's own link again) reads the queue afresh. */}
      <Queue key={location.key} status={status} page={page} session={session} />
    </div>
  )
}

function Queue({ status, page, session }: { status: QueueStatus; page: number; session: StaffSession }) {
  const queue = useModerationQueue(status, page)
  const [, setParams] = useSearchParams()
  if (queue.isPending) return <TableSkeleton />
  if (queue.isError) return <ConsoleLoadError what="the queue" error={queue.error} onRetry={() => void queue.refetch()} />
  const { items, pagination } = queue.data
  if (items.length === 0) {
    return <EmptyNote>{status === 'open' ? 'Nothing is waiting: no card is reported and no prompt refused.' : 'Nothing has been decided yet.'}</EmptyNote>
  }
  const goTo = (next: number) => setParams(status === 'open' ? { page: String(next) } : { status, page: String(next) })
  return (
    <div className="grid gap-4">
      <p className="text-muted-foreground" aria-live="polite">
        {pagination.total.toLocaleString('en-US')} {pagination.total === 1 ? 'item' : 'items'}
        {status === 'open' ? ' waiting' : ' decided'}
      </p>
      <ul className="grid gap-4" aria-label={status === 'open' ? 'Waiting items' : 'Decided items'}>
        {items.map((item) => (
          <li key={item.id}>
            <ModerationItemCard item={item} session={session} />
          </li>
        ))}
      </ul>
      {pagination.pages > 1 ? (
        <div className="flex items-center gap-3">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => goTo(page - 1)}>
            Previous
          </Button>
          <span className="text-muted-foreground">
            Page {page} of {pagination.pages}
          </span>
          <Button variant="outline" size="sm" disabled={page >= pagination.pages} onClick={() => goTo(page + 1)}>
            Next
          </Button>
        </div>
      ) : null}
    </div>
  )
}
