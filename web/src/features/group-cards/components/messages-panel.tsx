import { Eye, EyeOff, Trash2 } from 'lucide-react'
import { useState } from 'react'
import type { GroupCardView, OrganisedMessage } from '@/components/group-cards/api/group-card-view'
import { MessageNote } from '@/components/signature/message-note'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { getErrorMessage } from '@/lib/api-client'
import { toast } from '@/lib/toast'
import { groupCardActions, useGroupCardAction } from '../api/group-card-actions'
import { Panel } from './panel'

/** Every message signed so far, oldest first, each with Hide and Delete while the card collects. */
export function MessagesPanel({ card }: { card: GroupCardView }) {
  const collecting = card.status === 'collecting'
  const count = card.messages.length
  return (
    <Panel
      title="Messages"
      description={
        count === 0
          ? 'No messages yet. Share the link above, or invite people by email.'
          : `${count === 1 ? '1 message' : `${count} messages`} so far. ${collecting ? 'Hide or delete any that should not be on the card.' : ''}`
      }
    >
      {count > 0 ? (
        <ol aria-label="Messages, oldest first" className="grid gap-3">
          {card.messages.map((message) => (
            <li key={message.id}>
              <MessageRow cardId={card.id} message={message} collecting={collecting} />
            </li>
          ))}
        </ol>
      ) : null}
    </Panel>
  )
}

function MessageRow({ cardId, message, collecting }: { cardId: string; message: OrganisedMessage; collecting: boolean }) {
  const hide = useGroupCardAction(groupCardActions.hideMessage)
  const remove = useGroupCardAction(groupCardActions.deleteMessage)
  const [confirming, setConfirming] = useState(false)
  const failed = (error: unknown) =>
    toast({ variant: 'destructive', title: 'That did not work', description: getErrorMessage(error, 'Please try again.') })
  const about = [
    message.email,
    message.hidden ? 'hidden from the card' : null,
    message.reported ? 'reported by the recipient: off the card while our team reviews it' : null,
  ]
    .filter(Boolean)
    .join(' · ')
  const footer = (
    <div className="flex flex-wrap items-center justify-between gap-2 border-t pt-2 text-sm text-muted-foreground">
      <span className="min-w-0 break-all">{about}</span>
      {collecting ? (
        <span className="flex gap-1">
          <Button
            variant="ghost"
            size="sm"
            disabled={hide.isPending}
            onClick={() => hide.mutateAsync({ id: cardId, messageId: message.id, hidden: !message.hidden }).catch(failed)}
          >
            {message.hidden ? <Eye aria-hidden /> : <EyeOff aria-hidden />}
            {message.hidden ? 'Show' : 'Hide'}
          </Button>
          <Button variant="ghost" size="sm" className="text-destructive" onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden />
            Delete
          </Button>
        </span>
      ) : null}
    </div>
  )
  return (
    <>
      <MessageNote message={message} footer={footer} className={message.hidden || message.reported ? 'opacity-60' : undefined} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete ${message.name}'s message?`}
        description="It is removed from the card for good. To keep it but leave it off the card, hide it instead."
        confirmLabel="Delete message"
        pending={remove.isPending}
        onConfirm={() =>
          void remove
            .mutateAsync({ id: cardId, messageId: message.id })
            .catch(failed)
            .finally(() => setConfirming(false))
        }
      />
    </>
  )
}
