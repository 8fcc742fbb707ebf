import { Brush, ImageOff, RefreshCw, WifiOff } from 'lucide-react'
import { Link, useParams } from 'react-router'
import { Button } from '@/components/ui/button'
import { NoticeCard } from '@/components/ui/notice-card'
import { useSharedImage } from '../api/get-shared-image'
import { SharedImagePage } from '../components/shared-image-page'

/** /s/{token}: an image or card its maker shared. Public: the token is the only key, and the
 * maker can turn it off at any time. */
export function SharedImageRoute() {
  const { token = '' } = useParams()
  const lookup = useSharedImage(token)

  if (lookup.isPending) {
    return (
      <div role="status" aria-label="Loading the shared image" className="mx-auto w-full max-w-3xl px-4 py-12">
        <div className="aspect-square w-full animate-pulse rounded-xl bg-muted" />
      </div>
    )
  }
  if (lookup.isError) {
    return (
      <NoticeCard
        icon={WifiOff}
        tone="failure"
        title="We couldn't load this image"
        message="Please check your connection and try again."
      >
        <Button onClick={() => void lookup.refetch()} disabled={lookup.isFetching}>
          <RefreshCw aria-hidden />
          Try again
        </Button>
      </NoticeCard>
    )
  }
  if (lookup.data.status === 'not-found') {
    return (
      <NoticeCard
        icon={ImageOff}
        title="This image is no longer shared"
        message="Its maker may have turned sharing off or deleted it. You can make a card of your own in a few minutes."
      >
        <Button asChild>
          <Link to="/create">
            <Brush aria-hidden />
            Make your own card
          </Link>
        </Button>
      </NoticeCard>
    )
  }
  return <SharedImagePage image={lookup.data.image} />
}
