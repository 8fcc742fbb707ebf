import { Sparkles } from 'lucide-react'
import { useEffect } from 'react'
import { Link } from 'react-router'
import { AccountLoading } from '@/components/account/account-loading'
import { AuthenticationRequired } from '@/components/account/authentication-required'
import { Button } from '@/components/ui/button'
import { DataTablePagination } from '@/components/ui/data-table-pagination'
import { LoadError } from '@/components/ui/load-error'
import { usePageParams } from '@/hooks/use-page-params'
import { useAuth } from '@/lib/auth'
import { loadHandwrittenFont } from '@/lib/card-fonts'
import { useSends } from '../api/get-sends'
import { SendItem } from '../components/send-item'
import { SentCardsEmpty } from '../components/sent-cards-empty'
import { SentCardsSkeleton } from '../components/sent-cards-skeleton'

/** /sent: the cards the user sent by email, newest first, and what became of each copy. */
export function SentCardsRoute() {
  const auth = useAuth()
  if (auth.status === 'loading') return <AccountLoading label="Loading your sent cards..." />
  if (auth.status === 'anonymous') {
    return <AuthenticationRequired returnTo="/sent" description="Please log in to see the cards you've sent" />
  }
  return <SentCardsPage />
}

function SentCardsPage() {
  const { page, pageSize, setPageIndex, setPageSize } = usePageParams()
  const sends = useSends(page, pageSize)
  const pages = sends.data?.pagination.pages ?? 1
  const handwritten = sends.data?.sends.some((send) => send.font === 'handwritten') ?? false
  useEffect(() => {
    if (handwritten) void loadHandwrittenFont()
  }, [handwritten])
  return (
    <div className="mx-auto grid max-w-4xl gap-6 px-4 py-8 sm:gap-8 sm:px-6 sm:py-14 [&>*]:min-w-0">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-3xl font-semibold tracking-tight text-plum sm:text-4xl">Sent cards</h1>
          <p className="mt-2 max-w-2xl text-muted-foreground">
            The cards you've emailed: what's scheduled, who opened theirs, and every thank-you.
          </p>
        </div>
        {/* The empty list offers its own way to start. */}
        {sends.data?.sends.length ? (
          <Button asChild variant="outline">
            <Link to="/create">
              <Sparkles aria-hidden />
              Create a card
            </Link>
          </Button>
        ) : null}
      </header>
      {sends.isPending ? (
        <SentCardsSkeleton />
      ) : sends.isError ? (
        <LoadError what="sent cards" onRetry={() => void sends.refetch()} />
      ) : sends.data.sends.length === 0 && page === 1 ? (
        <SentCardsEmpty />
      ) : (
        <>
          <ol aria-label="Sent cards, newest first" className="grid gap-4 sm:gap-5">
            {sends.data.sends.map((send) => (
              <li key={send.id}>
                <SendItem send={send} />
              </li>
            ))}
          </ol>
          <DataTablePagination
            pageIndex={page - 1}
            pageSize={pageSize}
            pageCount={pages}
            canPrevious={page > 1}
            canNext={page < pages}
            onPrevious={() => setPageIndex(page - 2)}
            onNext={() => setPageIndex(page)}
            onPageSizeChange={setPageSize}
          />
        </>
      )}
    </div>
  )
}
