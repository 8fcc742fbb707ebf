import { Ban } from 'lucide-react'
import { useState } from 'react'
import type { SendView } from '@/components/sending/api/send-view'
import { recipientNames } from '@/components/sending/send-toast'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { getErrorMessage } from '@/lib/api-client'
import { toast } from '@/lib/toast'
import { cn } from '@/lib/utils'
import { useCancelSend } from '../api/cancel-send'

export const CANCEL_FAILED_FALLBACK = 'We could not cancel this card. Please try again.'

/** Stops a scheduled card, after asking: the recipients not mailed yet never get it. */
export function CancelSendButton({ send, className }: { send: SendView; className?: string }) {
  const [open, setOpen] = useState(false)
  const cancel = useCancelSend({
    mutationConfig: {
      onSuccess: () => {
        setOpen(false)
        toast({ title: 'Card cancelled', description: 'It will not be sent.' })
      },
      onError: (error) => {
        setOpen(false)
        toast({ variant: 'destructive', title: 'Not cancelled', description: getErrorMessage(error, CANCEL_FAILED_FALLBACK) })
      },
    },
  })
  const waiting = send.recipients.filter((recipient) => recipient.status === 'scheduled').map((recipient) => recipient.name)
  return (
    <>
      <Button variant="outline" className={cn('text-destructive hover:bg-destructive/10', className)} onClick={() => setOpen(true)}>
        <Ban aria-hidden />
        Cancel sending
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Cancel this card?"
        description={`It hasn't gone out yet: ${recipientNames(waiting)} won't receive it. This can't be undone.`}
        confirmLabel="Cancel card"
        cancelLabel="Keep it"
        pending={cancel.isPending}
        onConfirm={() => cancel.mutate(send.id)}
      />
    </>
  )
}
