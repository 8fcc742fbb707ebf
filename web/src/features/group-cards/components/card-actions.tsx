import { Ban, Send } from 'lucide-react'
import { useState } from 'react'
import type { GroupCardView } from '@/components/group-cards/api/group-card-view'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { getErrorMessage } from '@/lib/api-client'
import { toast } from '@/lib/toast'
import { groupCardActions, useGroupCardAction } from '../api/group-card-actions'
import { Panel } from './panel'

/** Sending the card before its time, or calling it off. */
export function CardActions({ card }: { card: GroupCardView }) {
  const sendNow = useGroupCardAction(groupCardActions.sendNow)
  const cancel = useGroupCardAction(groupCardActions.cancel)
  const [confirming, setConfirming] = useState<'send' | 'cancel' | null>(null)
  const run = async () => {
    const sending = confirming === 'send'
    try {
      await (sending ? sendNow : cancel).mutateAsync({ id: card.id })
      toast({ title: sending ? `On its way to ${card.recipientName}` : 'Group card called off' })
    } catch (error) {
      toast({ variant: 'destructive', title: 'That did not work', description: getErrorMessage(error, 'Please try again.') })
    }
    setConfirming(null)
  }
  const messages = card.messages.filter((message) => !message.hidden).length
  return (
    <Panel title="Send" description="The card goes by itself at its time. Signing closes once it is sent.">
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => setConfirming('send')}>
          <Send aria-hidden />
          Send now
        </Button>
        <Button variant="outline" onClick={() => setConfirming('cancel')}>
          <Ban aria-hidden />
          Call it off
        </Button>
      </div>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        title={confirming === 'send' ? `Send it to ${card.recipientName} now?` : 'Call off this group card?'}
        description={
          confirming === 'send'
            ? `It goes with ${messages === 1 ? '1 message' : `${messages} messages`}, and nobody can sign or change a message after.`
            : 'Its links stop working and it is never sent. The messages stay here for you to read.'
        }
        confirmLabel={confirming === 'send' ? 'Send now' : 'Call it off'}
        cancelLabel={confirming === 'send' ? 'Not yet' : 'Keep collecting'}
        pending={sendNow.isPending || cancel.isPending}
        onConfirm={() => void run()}
      />
    </Panel>
  )
}
