import { ArrowLeft } from 'lucide-react'
import { Link, useParams } from 'react-router'
import { AccountLoading } from '@/components/account/account-loading'
import { AuthenticationRequired } from '@/components/account/authentication-required'
import { LoadError } from '@/components/ui/load-error'
import { ApiError } from '@/lib/api-client'
import { useAuth } from '@/lib/auth'
import { formatZonedWallClock } from '@/lib/time-zones'
import { useGroupCard } from '../api/get-group-cards'
import { CardActions } from '../components/card-actions'
import { InvitePanel } from '../components/invite-panel'
import { MessagesPanel } from '../components/messages-panel'
import { ShareLinkPanel } from '../components/share-link-panel'
import { groupCardStatusLabel, groupCardWhen } from '../components/group-card-when'
import { StatusBadge } from '../components/status-badge'

/** /group-cards/{id}: one group card for its organiser: the link to share, who was invited and
 * who signed, every message, and sending it. */
export function GroupCardRoute() {
  const auth = useAuth()
  const { id = '' } = useParams()
  if (auth.status === 'loading') return <AccountLoading label="Loading the group card..." />
  if (auth.status === 'anonymous') {
    return <AuthenticationRequired returnTo={`/group-cards/${id}`} description="Please log in to see this group card" />
  }
  return <GroupCardPage id={id} />
}

function GroupCardPage({ id }: { id: string }) {
  const card = useGroupCard(id)
  return (
    <div className="mx-auto grid max-w-4xl gap-6 px-4 py-8 sm:gap-8 sm:px-6 sm:py-14 [&>*]:min-w-0">
      <Link to="/group-cards" className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft aria-hidden className="size-4" />
        All group cards
      </Link>
      {card.isPending ? (
        <AccountLoading label="Loading the group card..." />
      ) : card.isError ? (
        card.error instanceof ApiError && card.error.status === 404 ? (
          <p role="alert" className="text-lg">
            This group card was not found. It may belong to another account.
          </p>
        ) : (
          <LoadError what="group card" onRetry={() => void card.refetch()} />
        )
      ) : (
        <>
          <header className="flex flex-col gap-5 sm:flex-row sm:items-start">
            {card.data.imageUrl ? (
              <img
                src={card.data.imageUrl}
                alt={`The front of "${card.data.title}"`}
                className="w-40 shrink-0 rounded-lg border shadow-md sm:w-48"
              />
            ) : null}
            <div className="grid min-w-0 gap-2">
              <div className="flex flex-wrap items-center gap-2">
                <h1 className="font-display text-3xl font-semibold tracking-tight break-words text-plum sm:text-4xl">
                  {card.data.title}
                </h1>
                <StatusBadge status={card.data.status}>{groupCardStatusLabel(card.data.status)}</StatusBadge>
              </div>
              <p className="text-muted-foreground">
                For {card.data.recipientName} ({card.data.recipientEmail}), from {card.data.organiserName}
              </p>
              <p className="font-medium">{groupCardWhen(card.data)}</p>
              {card.data.status === 'collecting' ? (
                <p className="text-sm text-muted-foreground">
                  Goes to {card.data.recipientName} {formatZonedWallClock(card.data.sendAt, card.data.timeZone)}.
                  {card.data.hideMessages ? ' Signers see only their own message until then.' : ''}
                </p>
              ) : null}
            </div>
          </header>
          {card.data.status === 'collecting' ? <ShareLinkPanel card={card.data} /> : null}
          <InvitePanel card={card.data} />
          <MessagesPanel card={card.data} />
          {card.data.status === 'collecting' ? <CardActions card={card.data} /> : null}
        </>
      )}
    </div>
  )
}
