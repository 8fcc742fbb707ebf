import { ChevronLeft, ChevronRight } from 'lucide-react'
import type { CardImage } from '@/components/images/card-image'
import { Button } from '@/components/ui/button'

interface VersionStepperProps {
  /** The image's versions, oldest first; undefined while they load. */
  versions: readonly Pick<CardImage, 'id'>[] | undefined
  /** The version on screen. */
  imageId: string
  onShow: (id: string) => void
}

/** "Version 2 of 3" with the way to the versions before and after it; nothing for an image with
 * a single version. */
export function VersionStepper({ versions, imageId, onShow }: VersionStepperProps) {
  const index = versions?.findIndex((version) => version.id === imageId) ?? -1
  if (!versions || versions.length < 2 || index < 0) return null
  const previous = versions[index - 1]
  const next = versions[index + 1]
  return (
    <nav aria-label="Versions" className="flex items-center justify-between gap-2 border-t bg-card px-3 py-2">
      <Button
        variant="ghost"
        size="icon"
        aria-label="Previous version"
        disabled={!previous}
        onClick={() => previous && onShow(previous.id)}
      >
        <ChevronLeft aria-hidden />
      </Button>
      <p className="text-sm font-semibold text-plum tabular-nums" aria-live="polite">
        Version {index + 1} of {versions.length}
      </p>
      <Button variant="ghost" size="icon" aria-label="Next version" disabled={!next} onClick={() => next && onShow(next.id)}>
        <ChevronRight aria-hidden />
      </Button>
    </nav>
  )
}
