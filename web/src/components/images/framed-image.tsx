import { FallbackImage } from '@/components/ui/fallback-image'
import { aspectRatioOf } from '@/lib/image'
import { cn } from '@/lib/utils'

interface FramedImageProps {
  image: { imageUrl: string; description: string; size: string }
  /** The frame's look: its corners, background and shadow. */
  className?: string
  /** How tall the picture may grow, e.g. `max-h-[70vh]`. */
  maxHeightClassName: string
}

/** A picture shown whole, at its own proportions, inside a bordered frame (a placeholder of the
 * same shape when it cannot load). */
export function FramedImage({ image, className, maxHeightClassName }: FramedImageProps) {
  return (
    <div className={cn('overflow-hidden border', className)}>
      <FallbackImage
        src={image.imageUrl}
        alt={image.description}
        className={cn('mx-auto w-full object-contain', maxHeightClassName)}
        style={{ aspectRatio: aspectRatioOf(image.size) }}
        fallbackClassName="aspect-square"
      />
    </div>
  )
}
