import { ImageOff } from 'lucide-react'
import { useState, type ComponentProps } from 'react'
import { cn } from '@/lib/utils'

interface FallbackImageProps extends ComponentProps<'img'> {
  src: string
  alt: string
  /** Classes for the placeholder shown instead when the image cannot load. */
  fallbackClassName?: string
}

/** An image that turns into a gentle "Image failed to load" placeholder when it cannot load. */
export function FallbackImage({ src, alt, className, fallbackClassName, onError, ...props }: FallbackImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  if (failedSrc === src) {
    return (
      <div
        role="img"
        aria-label={`${alt} (image failed to load)`}
        className={cn(
          'flex flex-col items-center justify-center gap-2 bg-gradient-to-br from-secondary to-accent-soft p-4 text-center text-sm text-muted-foreground',
          className,
          fallbackClassName,
        )}
      >
        <ImageOff aria-hidden className="size-6 text-primary/60" />
        <span aria-hidden>Image failed to load</span>
      </div>
    )
  }
  return (
    <img
      src={src}
      alt={alt}
      className={className}
      onError={(event) => {
        setFailedSrc(src)
        onError?.(event)
      }}
      {...props}
    />
  )
}
