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

/**
 * One image in the grid. Cards in a row line up whatever their prompts: the prompt always takes
 * two lines, and the date and actions sit at the bottom. The card decides from its own width
 * (a container query, the same for every card in a row) whether the actions fit beside the
 * date or go under it. The date never wraps; on a very narrow card the quality gives way first.
 */
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
      <div className="@container flex flex-1 flex-col gap-2 p-3 sm:p-4">
        <p className="line-clamp-2 min-h-[2lh] text-sm font-medium text-foreground" title={image.description}>
          {image.description}
        </p>
        <div className="mt-auto flex flex-col gap-1 @[16rem]:flex-row @[16rem]:items-center @[16rem]:justify-between">
          <p className="flex min-w-0 items-center gap-1.5 text-xs text-muted-foreground">
            <time dateTime={image.createdAt} className="shrink-0 whitespace-nowrap">
              {formatDate(image.createdAt)}
            </time>
            <span aria-hidden>·</span>
            <span className="truncate font-semibold text-secondary-foreground">
              <span className="sr-only">Quality: </span>
              <span>{qualityLabel(image.quality)}</span>
            </span>
          </p>
          <div className="-mx-2 flex shrink-0 justify-between @[16rem]:mx-0 @[16rem]:-mr-2 @[16rem]:gap-0.5">
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
