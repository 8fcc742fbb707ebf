import { Link2Off, MailX, WifiOff } from 'lucide-react'
import { RetryButton, WaysOn } from '@/components/notices/notice-actions'
import { NoticeCard } from '@/components/ui/notice-card'

/** 404: the link was never right, was replaced by the organiser, or closed. */
export function SigningLinkInvalid() {
  return (
    <NoticeCard
      icon={Link2Off}
      title="This link is not valid or was closed"
      message="The organiser may have closed it or made a new one. Please check you copied the whole address, or ask them for a fresh link."
    >
      <WaysOn />
    </NoticeCard>
  )
}

/** 410: the organiser deleted the card. */
export function SigningCardGone() {
  return (
    <NoticeCard
      icon={MailX}
      title="This card is no longer available"
      message="The organiser has taken it down, so it can't be signed any more."
    >
      <WaysOn />
    </NoticeCard>
  )
}

export function SigningLoadFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <NoticeCard
      icon={WifiOff}
      tone="failure"
      title="We couldn't open this card"
      message="Please check your internet connection and try again."
      busy={retrying}
    >
      <RetryButton onRetry={onRetry} retrying={retrying} />
    </NoticeCard>
  )
}

/** While the card loads: the page's shape, without words. */
export function SigningSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading the card" className="mx-auto grid max-w-5xl gap-8 px-4 py-8 sm:px-6 sm:py-12">
      <div className="grid gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:items-center">
        <div className="aspect-square w-full max-w-sm animate-pulse justify-self-center rounded-xl bg-muted" />
        <div className="grid gap-3">
          <div className="h-4 w-40 animate-pulse rounded bg-muted" />
          <div className="h-9 w-3/4 animate-pulse rounded bg-muted" />
          <div className="h-4 w-2/3 animate-pulse rounded bg-muted" />
        </div>
      </div>
      <div className="h-96 animate-pulse rounded-xl bg-muted/70" />
    </div>
  )
}
