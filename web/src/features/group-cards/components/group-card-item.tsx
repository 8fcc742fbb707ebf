import { ChevronRight } from 'lucide-react'
import { Link } from 'react-router'
import type { GroupCardSummary } from '@/components/group-cards/api/group-card-view'
import { groupCardStatusLabel, groupCardWhen } from './group-card-when'
import { StatusBadge } from './status-badge'

/** One group card in the list: its front, title, who it is for, how many signed, and when. */
export function GroupCardItem({ card }: { card: GroupCardSummary }) {
  const signed = card.messageCount === 1 ? '1 message' : `${card.messageCount} messages`
  return (
    <Link
      to={`/group-cards/${card.id}`}
      className="flex items-center gap-4 rounded-xl border bg-card p-4 shadow-sm transition hover:border-primary/40 hover:shadow-md focus-visible:outline-2 focus-visible:outline-ring"
    >
      {card.thumbnailUrl ? (
        <img src={card.thumbnailUrl} alt="" className="size-16 shrink-0 rounded-md border bg-muted object-cover" />
      ) : (
        <div aria-hidden className="size-16 shrink-0 rounded-md border bg-muted" />
      )}
      <div className="grid min-w-0 flex-1 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="truncate font-display text-lg font-semibold text-plum">{card.title}</h2>
          <StatusBadge status={card.status}>{groupCardStatusLabel(card.status)}</StatusBadge>
        </div>
        <p className="truncate text-sm text-muted-foreground">
          For {card.recipientName} · {signed}
          {card.invited ? ` · ${card.invited} invited` : ''}
        </p>
        <p className="text-sm text-muted-foreground">{groupCardWhen(card)}</p>
      </div>
      <ChevronRight aria-hidden className="size-5 shrink-0 text-muted-foreground" />
    </Link>
  )
}
