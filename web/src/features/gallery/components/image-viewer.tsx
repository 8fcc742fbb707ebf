import { LoaderCircle } from 'lucide-react'
import { ApiError } from '@/lib/api-client'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { FallbackImage } from '@/components/ui/fallback-image'
import type { CardImage } from '@/components/images/card-image'
import { useImage } from '../api/get-image'
import { useImageVersions } from '../api/get-image-versions'
import { ImageDetails } from './image-details'
import { VersionStepper } from './version-stepper'

interface ImageViewerProps {
  imageId: string
  /** The image as the grid already knows it, if it is loaded there. */
  known: CardImage | undefined
  /** Shows another version of the image in its place. */
  onShow: (id: string) => void
  onClose: () => void
}

/** One image at full size with its details and actions (the gallery's `?image={id}`), and a
 * way through its versions when it has been revised. */
export function ImageViewer({ imageId, known, onShow, onClose }: ImageViewerProps) {
  const versions = useImageVersions(imageId)
  // A version reached through the stepper is known from the list: no request for it.
  const query = useImage(imageId, known ?? versions.data?.find((version) => version.id === imageId))
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      {query.data ? (
        // Scrolls on a phone, where the picture, its versions and its actions are taller than the screen.
        <DialogContent className="max-w-5xl gap-0 overflow-x-hidden p-0 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="flex min-w-0 flex-col">
            <div className="flex flex-1 items-center justify-center bg-[repeating-conic-gradient(#f6eee7_0_25%,#fff_0_50%)] bg-[length:24px_24px] md:min-h-[28rem]">
              <FallbackImage
                src={query.data.imageUrl}
                alt={query.data.description}
                className="max-h-[55dvh] w-full object-contain md:max-h-[80dvh]"
                fallbackClassName="aspect-square"
              />
            </div>
            <VersionStepper versions={versions.data} imageId={imageId} onShow={onShow} />
          </div>
          {/* Each version starts with its own actions (no dialog left open from the one before). */}
          <ImageDetails key={query.data.id} image={query.data} onDeleted={onClose} onRevised={onShow} />
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
