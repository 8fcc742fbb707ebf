import { Send } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { useRecentImages } from '../api/get-recent-images'
import { LoadError, TableSkeleton } from '@/components/ui/load-error'
import { RecentImagesTable } from './recent-images-table'
import { SectionCard } from './section-card'

export function RecentImagesSection() {
  const images = useRecentImages()
  return (
    <SectionCard
      title="Recent Images"
      description="Your five newest cards and images. Send one by email straight from here."
      actions={
        <>
          <Button asChild variant="outline" size="sm">
            <Link to="/sent">
              <Send aria-hidden />
              Sent cards
            </Link>
          </Button>
          <Button asChild variant="outline" size="sm">
            <Link to="/gallery">View All Images</Link>
          </Button>
        </>
      }
    >
      {images.isPending ? (
        <TableSkeleton />
      ) : images.isError ? (
        <LoadError what="recent images" onRetry={() => void images.refetch()} />
      ) : (
        <RecentImagesTable images={images.data} />
      )}
    </SectionCard>
  )
}
