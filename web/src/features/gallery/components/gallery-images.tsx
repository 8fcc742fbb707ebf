import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { useGalleryImages, type GalleryQuery } from '../api/get-images'
import { useViewerParam } from '../hooks/use-viewer-param'
import { GalleryEmptyState } from './gallery-empty-state'
import { ImageGrid } from './image-grid'
import { ImageGridSkeleton } from './image-grid-skeleton'
import { ImageViewer } from './image-viewer'

interface GalleryImagesProps {
  query: GalleryQuery
  onClearFilters: () => void
}

/** The grid for one search and filter, its loading, empty and error states, and the viewer. */
export function GalleryImages({ query, onClearFilters }: GalleryImagesProps) {
  const images = useGalleryImages(query)
  const viewer = useViewerParam()
  const loaded = images.data?.pages.flatMap((page) => page.images) ?? []
  const total = images.data?.pages[0]?.pagination.total ?? 0

  let body
  if (images.isPending) {
    body = <ImageGridSkeleton />
  } else if (images.isError && !images.data) {
    body = (
      <Alert>
        <p>We couldn't load your images. Please check your connection and try again.</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => void images.refetch()}>
          Try again
        </Button>
      </Alert>
    )
  } else if (loaded.length === 0) {
    const narrowed = query.filter !== 'all' || query.search !== ''
    body = <GalleryEmptyState narrowed={narrowed} onClearFilters={onClearFilters} />
  } else {
    body = (
      <>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {total === 1 ? '1 image' : `${total.toLocaleString('en-US')} images`}
        </p>
        <ImageGrid
          images={loaded}
          stale={images.isPlaceholderData}
          hasMore={images.hasNextPage}
          loadingMore={images.isFetchingNextPage}
          onLoadMore={() => void images.fetchNextPage()}
          onOpen={viewer.open}
        />
        {images.isFetchNextPageError ? (
          <p role="alert" className="text-center text-sm font-medium text-destructive">
            We couldn't load more images. Please try again.
          </p>
        ) : null}
      </>
    )
  }

  return (
    <>
      <div className="grid grid-cols-1 gap-4">{body}</div>
      {viewer.imageId ? (
        // Not keyed by the image: stepping through its versions keeps the viewer open.
        <ImageViewer
          imageId={viewer.imageId}
          known={loaded.find((image) => image.id === viewer.imageId)}
          onShow={viewer.show}
          onClose={viewer.close}
        />
      ) : null}
    </>
  )
}
