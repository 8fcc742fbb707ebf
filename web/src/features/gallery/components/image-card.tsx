import { FallbackImage } from '@/components/ui/fallback-image'
import { DownloadImageButton, ShareImageButton } from '@/components/images/image-actions'
import { formatDate } from '@/lib/dates'
import { qualityLabel, type SavedImage } from '@/lib/image'
import { DeleteImageButton } from './delete-image-button'

interface ImageCardProps {
  image: SavedImage
  onOpen: (id: string) => void
}

const ACTION_CLASS = 'size-9 text-muted-foreground hover:text-foreground'

export function ImageCard({ image, onOpen }: ImageCardProps) {
  return (
    <li className="group flex flex-col overflow-hidden rounded-xl border bg-card shadow-card transition-shadow hover:shadow-lift">
      <button
        type="button"
        onClick={() => onOpen(image.id)}
        className="relative block aspect-square w-full cursor-zoom-in overflow-hidden bg-muted/60 focus-visible:outline-offset-[-3px]"
        aria-label={`View image: ${image.description}`}
      >
        <FallbackImage
          src={image.thumbnailUrl}
          alt={image.description}
          loading="lazy"
          decoding="async"
          className="size-full object-contain transition-transform duration-300 group-hover:scale-[1.03]"
        />
      </button>
      <div className="flex flex-1 flex-col gap-3 p-3 sm:p-4">
        <p className="line-clamp-2 text-sm font-medium text-foreground" title={image.description}>
          {image.description}
        </p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2">
          <p className="flex items-center gap-2 text-xs text-muted-foreground">
            <time dateTime={image.createdAt}>{formatDate(image.createdAt)}</time>
            <span className="rounded-full bg-secondary px-2 py-0.5 font-semibold text-secondary-foreground">
              {qualityLabel(image.quality)}
            </span>
          </p>
          <div className="flex gap-1">
            <DownloadImageButton image={image} iconOnly variant="ghost" className={ACTION_CLASS} />
            <ShareImageButton image={image} iconOnly variant="ghost" className={ACTION_CLASS} />
            <DeleteImageButton
              imageId={image.id}
              iconOnly
              variant="ghost"
              className={`${ACTION_CLASS} hover:text-destructive`}
            />
          </div>
        </div>
      </div>
    </li>
  )
}
