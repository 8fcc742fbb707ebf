import { Printer, Type } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import type { CardImage } from './card-image'
import { EditCardTextDialog } from './edit-card-text-dialog'
import type { ImageActionProps } from './image-actions'
import { PrintCardDialog } from './print-card-dialog'

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
