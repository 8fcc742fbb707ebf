import { Users } from 'lucide-react'
import { useState } from 'react'
import { Button, type ButtonProps } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, LONG_FORM_DIALOG } from '@/components/ui/dialog'
import { StartGroupCardForm } from './start-group-card-form'

interface StartGroupCardButtonProps {
  image: { id: string; thumbnailUrl?: string | null }
  variant?: ButtonProps['variant']
  className?: string
}

/** "Group card" beside Send: many people sign this card from a link before it goes. A phone
 * gets the whole screen, as the send form does. */
export function StartGroupCardButton({ image, variant = 'outline', className }: StartGroupCardButtonProps) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button variant={variant} className={className} onClick={() => setOpen(true)}>
        <Users aria-hidden />
        Group card
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className={LONG_FORM_DIALOG}>
          <DialogHeader className="flex flex-row items-center gap-4 px-5 pt-5 pb-4 pr-14 sm:px-6 sm:pt-6">
            {image.thumbnailUrl ? (
              <img src={image.thumbnailUrl} alt="" className="size-14 shrink-0 rounded-md border bg-muted object-cover" />
            ) : null}
            <div className="grid min-w-0 gap-1">
              <DialogTitle>Start a group card</DialogTitle>
              <DialogDescription>
                Share one link and everyone adds their own message and signature. It goes to the recipient on the day.
              </DialogDescription>
            </div>
          </DialogHeader>
          <StartGroupCardForm imageId={image.id} onDone={() => setOpen(false)} />
        </DialogContent>
      </Dialog>
    </>
  )
}
