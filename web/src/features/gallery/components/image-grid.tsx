import { LoaderCircle } from 'lucide-react'
import { Button } from '@/components/ui/button'
import type { SavedImage } from '@/lib/image'
import { cn } from '@/lib/utils'
import { ImageCard } from './image-card'

interface ImageGridProps {
  images: SavedImage[]
  /** A new search is loading: the grid shown is the previous one. */
  stale: boolean
  hasMore: boolean
  loadingMore: boolean
  onLoadMore: () => void
  onOpen: (id: string) => void
}

export function ImageGrid({ images, stale, hasMore, loadingMore, onLoadMore, onOpen }: ImageGridProps) {
  return (
    <div className="grid grid-cols-1 gap-8">
      <ul
        aria-label="Your images"
        aria-busy={stale}
        className={cn(
          'grid grid-cols-2 gap-3 transition-opacity sm:gap-4 md:grid-cols-3 xl:grid-cols-4',
          stale && 'opacity-60',
        )}
      >
        {images.map((image) => (
          <ImageCard key={image.id} image={image} onOpen={onOpen} />
        ))}
      </ul>
      {hasMore ? (
        <Button variant="outline" size="lg" className="mx-auto" onClick={onLoadMore} disabled={loadingMore}>
          {loadingMore ? <LoaderCircle aria-hidden className="animate-spin" /> : null}
          Load More
        </Button>
      ) : null}
    </div>
  )
}
