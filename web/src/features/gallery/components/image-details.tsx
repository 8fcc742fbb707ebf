import type { ReactNode } from 'react'
import { EditCardTextButton, PrintImageButton, ReviseImageButton } from '@/components/images/card-actions'
import type { CardImage } from '@/components/images/card-image'
import { DownloadImageButton, OpenImageButton, ShareImageButton, StopSharingButton } from '@/components/images/image-actions'
import { RevisionLine } from '@/components/images/revision-line'
import { SendCardButton } from '@/components/sending/send-card-button'
import { StartGroupCardButton } from '@/components/group-cards/start-group-card-button'
import { DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { creditsLabel } from '@/lib/credits-label'
import { formatDate } from '@/lib/dates'
import { formatLabel, qualityLabel, sizeLabel } from '@/lib/image'
import { DeleteImageButton } from './delete-image-button'

interface ImageDetailsProps {
  image: CardImage
  onDeleted: () => void
  /** Shows the new version made by Revise (by its id). */
  onRevised: (id: string) => void
}

/** The viewer's side panel: what the image was made with, and everything to do with it. */
export function ImageDetails({ image, onDeleted, onRevised }: ImageDetailsProps) {
  const details: [string, ReactNode][] = [
    ['Size', sizeLabel(image.size)],
    ['Quality', qualityLabel(image.quality)],
    ['Format', formatLabel(image.outputFormat)],
    ['Cost', creditsLabel(image.creditCost)],
    ['Created', formatDate(image.createdAt)],
  ]
  if (image.card) details.unshift(['Card text', cardText(image.card.text)])
  return (
    <div className="flex flex-col gap-5 p-5 sm:p-6">
      <DialogHeader>
        <DialogTitle>Image details</DialogTitle>
        <DialogDescription className="text-base whitespace-pre-line text-foreground">{image.description}</DialogDescription>
        <RevisionLine revision={image.revision} />
      </DialogHeader>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
        {details.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-muted-foreground">{term}</dt>
            <dd className="min-w-0 font-medium break-words text-foreground">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-auto grid grid-cols-2 gap-2">
        <DownloadImageButton image={image} variant="default" />
        <SendCardButton image={image} />
        {/* A row of its own, so the pairs below stay pairs whether it is offered or not. */}
        <ReviseImageButton image={image} onRevised={(revised) => onRevised(revised.id)} className="col-span-2" />
        <StartGroupCardButton image={image} />
        <ShareImageButton image={image} />
        <EditCardTextButton image={image} />
        <PrintImageButton image={image} />
        {/* A plain image fills its rows without Edit text; a card leaves Open alone on its row. */}
        <OpenImageButton image={image} className={image.card ? 'col-span-2' : undefined} />
        <StopSharingButton image={image} className="col-span-2" />
        <DeleteImageButton
          imageId={image.id}
          variant="ghost"
          className="col-span-2 text-destructive hover:bg-destructive/10"
          onDeleted={onDeleted}
        />
      </div>
    </div>
  )
}

function cardText(text: string | null | undefined): ReactNode {
  return text ? <q>{text}</q> : <span className="text-muted-foreground">No words</span>
}
