import { useRef } from 'react'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, LONG_FORM_DIALOG } from '@/components/ui/dialog'
import { SendCardForm, type SendTarget } from './send-card-form'

interface SendCardDialogProps {
  target: SendTarget
  /** The card's picture beside the title, so it is clear which card goes. */
  thumbnailUrl?: string | null
  open: boolean
  onOpenChange: (open: boolean) => void
}

/**
 * Emails a card to up to ten people, now or at a time in their zone, with a message inside;
 * or, given a scheduled send, changes it. One dialog for every place a card can be sent from.
 * A phone gets the whole screen: the form is long and the keyboard takes half of it.
 */
export function SendCardDialog({ target, thumbnailUrl, open, onOpenChange }: SendCardDialogProps) {
  const editing = target.send !== undefined
  const content = useRef<HTMLDivElement>(null)
  // A new send starts at the first name. An edit starts on the dialog itself: focusing a
  // filled-in field would select its words and, on a phone, open the keyboard for nothing.
  const focusDialog = (event: Event) => {
    event.preventDefault()
    content.current?.focus()
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        ref={content}
        onOpenAutoFocus={editing ? focusDialog : undefined}
        className={LONG_FORM_DIALOG}
      >
        <DialogHeader className="flex flex-row items-center gap-4 px-5 pt-5 pb-4 pr-14 sm:px-6 sm:pt-6">
          {thumbnailUrl ? (
            <img src={thumbnailUrl} alt="" className="size-14 shrink-0 rounded-md border bg-muted object-cover" />
          ) : null}
          <div className="grid min-w-0 gap-1">
            <DialogTitle>{editing ? 'Change scheduled card' : 'Send this card'}</DialogTitle>
            <DialogDescription>
              {editing
                ? 'Change who it goes to, the message or the time, until it leaves.'
                : 'Email it now, or schedule it for the day. Each person gets their own link to open it.'}
            </DialogDescription>
          </div>
        </DialogHeader>
        {/* Inside the content, so each opening starts from a fresh form. */}
        <SendCardForm target={target} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  )
}
