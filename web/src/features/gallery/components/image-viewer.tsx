import { LoaderCircle } from 'lucide-react'
import { ApiError } from '@/lib/api-client'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { FallbackImage } from '@/components/ui/fallback-image'
import type { CardImage } from '@/components/images/card-image'
import { useImage } from '../api/get-image'
import { ImageDetails } from './image-details'

interface ImageViewerProps {
  imageId: string
  /** The image as the grid already knows it, if it is loaded there. */
  known: CardImage | undefined
  onClose: () => void
}

/** One image at full size with its details and actions (the gallery's `?image={id}`). */
export function ImageViewer({ imageId, known, onClose }: ImageViewerProps) {
  const query = useImage(imageId, known)
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      {query.data ? (
        <DialogContent className="max-w-5xl gap-0 overflow-hidden p-0 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="flex items-center justify-center bg-[repeating-conic-gradient(#f6eee7_0_25%,#fff_0_50%)] bg-[length:24px_24px] md:min-h-[28rem]">
            <FallbackImage
              src={query.data.imageUrl}
              alt={query.data.description}
              className="max-h-[55dvh] w-full object-contain md:max-h-[80dvh]"
              fallbackClassName="aspect-square"
            />
          </div>
          <ImageDetails image={query.data} onDeleted={onClose} />
        </DialogContent>
      ) : (
        <DialogContent className="max-w-md">
          {query.isError ? (
            <>
              <DialogHeader>
                <DialogTitle>Image not found</DialogTitle>
                <DialogDescription>
                  {query.error instanceof ApiError && query.error.status === 404
                    ? "This image doesn't exist, or it was deleted."
                    : "We couldn't load this image. Please try again."}
                </DialogDescription>
              </DialogHeader>
              <DialogFooter>
                <Button onClick={onClose}>Back to gallery</Button>
              </DialogFooter>
            </>
          ) : (
            <div className="flex flex-col items-center gap-3 py-10">
              <DialogTitle className="sr-only">Loading image</DialogTitle>
              <LoaderCircle aria-hidden className="size-8 animate-spin text-primary" />
              <DialogDescription>Loading image…</DialogDescription>
            </div>
          )}
        </DialogContent>
      )}
    </Dialog>
  )
}
