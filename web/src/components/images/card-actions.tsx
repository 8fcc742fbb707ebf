import { Printer, Type, WandSparkles } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import type { CardImage, GeneratedCardImage } from './card-image'
import { EditCardTextDialog } from './edit-card-text-dialog'
import type { ImageActionProps } from './image-actions'
import { PrintCardDialog } from './print-card-dialog'
import { ReviseImageDialog, type RevisableImage } from './revise-image-dialog'
import { useRevisionOffered } from './revise-image'

/**
 * The image actions that open a dialog, beside the plain ones in ./image-actions. Apart so that
 * a page showing only Download or Open (the home page's examples) does not load the forms.
 */

type DialogActionProps = Omit<ImageActionProps, 'image' | 'iconOnly'> & { image: Pick<CardImage, 'id' | 'card'> }

/** Opens the print dialog: any image can become a folded card on paper. */
export function PrintImageButton({
  image,
  variant = 'outline',
  size,
  className,
}: DialogActionProps) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button variant={variant} size={size} className={className} onClick={() => setOpen(true)}>
        <Printer aria-hidden />
        Print
      </Button>
      <PrintCardDialog imageId={image.id} cardText={image.card?.text} open={open} onOpenChange={setOpen} />
    </>
  )
}

/** Opens the card text editor; nothing for an image that is not a card. */
export function EditCardTextButton({
  image,
  onSaved,
  variant = 'outline',
  size,
  className,
}: DialogActionProps & { onSaved?: (image: CardImage) => void }) {
  const [open, setOpen] = useState(false)
  if (!image.card) return null
  return (
    <>
      <Button variant={variant} size={size} className={className} onClick={() => setOpen(true)}>
        <Type aria-hidden />
        Edit text
      </Button>
      <EditCardTextDialog imageId={image.id} card={image.card} open={open} onOpenChange={setOpen} onSaved={onSaved} />
    </>
  )
}

/** Opens the dialog that makes a new version of the image from words ("Make the sky a sunset");
 * nothing where the image model in use cannot revise images. */
export function ReviseImageButton({
  image,
  onRevised,
  variant = 'outline',
  size,
  className,
}: Omit<ImageActionProps, 'image' | 'iconOnly'> & {
  image: RevisableImage
  onRevised?: (image: GeneratedCardImage) => void
}) {
  const pricing = useRevisionOffered()
  const [open, setOpen] = useState(false)
  if (!pricing) return null
  return (
    <>
      <Button variant={variant} size={size} className={className} onClick={() => setOpen(true)}>
        <WandSparkles aria-hidden />
        Revise
      </Button>
      <ReviseImageDialog image={image} pricing={pricing} open={open} onOpenChange={setOpen} onRevised={onRevised} />
    </>
  )
}
