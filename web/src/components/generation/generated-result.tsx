import { RotateCcw } from 'lucide-react'
import { OfflineDesignerNotice } from '@/components/generation/offline-designer-notice'
import type { CardImage, GeneratedCardImage } from '@/components/images/card-image'
import { CardTextLine } from '@/components/images/card-text-line'
import { StartGroupCardButton } from '@/components/group-cards/start-group-card-button'
import { EditCardTextButton, PrintImageButton, ReviseImageButton } from '@/components/images/card-actions'
import { FramedImage } from '@/components/images/framed-image'
import { RevisionLine } from '@/components/images/revision-line'
import { DownloadImageButton, OpenImageButton, ShareImageButton } from '@/components/images/image-actions'
import { SendCardButton } from '@/components/sending/send-card-button'
import { Button } from '@/components/ui/button'
import { creditsLabel } from '@/lib/credits-label'
import { formatLabel, qualityLabel, sizeLabel } from '@/lib/image'

interface GeneratedResultProps {
  /** A card from the wizard carries its `card`; an image from the form has none. */
  image: GeneratedCardImage
  /** The button that starts over: "Generate New" on the image form, "Create Another" in the wizard. */
  resetLabel: string
  onReset: () => void
  /** Shows a card's new words: whoever holds the result swaps in the new version. */
  onCardTextSaved?: (image: CardImage) => void
  /** Shows the new version made by Revise: whoever holds the result swaps it in. */
  onRevised?: (image: GeneratedCardImage) => void
}

/** A finished generation: the picture, what it was made with, and what to do with it next. */
export function GeneratedResult({ image, resetLabel, onReset, onCardTextSaved, onRevised }: GeneratedResultProps) {
  return (
    <div className="grid gap-4">
      <FramedImage
        image={image}
        className="rounded-lg bg-[repeating-conic-gradient(#f6eee7_0_25%,#fff_0_50%)] bg-[length:24px_24px]"
        maxHeightClassName="max-h-[70vh]"
      />
      <div className="grid gap-1">
        <p className="line-clamp-3 text-sm text-foreground">{image.description}</p>
        {image.card ? <CardTextLine card={image.card} /> : null}
        <RevisionLine revision={image.revision} />
        <p className="text-xs text-muted-foreground">
          {sizeLabel(image.size)} · {qualityLabel(image.quality)} · {formatLabel(image.outputFormat)} ·{' '}
          {creditsLabel(image.creditCost)}
        </p>
      </div>
      {/* Beside the picture too: it is what gets downloaded, shared and sent as if drawn to order. */}
      <OfflineDesignerNotice />
      <div className="grid grid-cols-2 gap-2">
        <DownloadImageButton image={image} variant="default" />
        <SendCardButton image={image} />
        {/* A row of its own, so the pairs below stay pairs whether it is offered or not. */}
        <ReviseImageButton image={image} onRevised={onRevised} className="col-span-2" />
        {image.card ? <StartGroupCardButton image={image} /> : null}
        <ShareImageButton image={image} />
        <EditCardTextButton image={image} onSaved={onCardTextSaved} />
        <PrintImageButton image={image} />
        <OpenImageButton image={image} />
        {/* A card adds Group card and Edit text, so Open and this share the last row either way. */}
        <Button variant="secondary" onClick={onReset}>
          <RotateCcw aria-hidden />
          {resetLabel}
        </Button>
      </div>
    </div>
  )
}
