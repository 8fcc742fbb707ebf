import { EyeOff, Pencil, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { MessageNote } from '@/components/signature/message-note'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { getErrorMessage } from '@/lib/api-client'
import { isCardFont } from '@/lib/card-fonts'
import { toast } from '@/lib/toast'
import { useDeleteMessage } from '../api/delete-message'
import { useEditMessage } from '../api/edit-message'
import type { OwnMessage, SigningView } from '../api/get-signing-page'
import { MessageForm } from './message-form'

interface OwnMessagesProps {
  token: string
  card: SigningView
  /** A message shown elsewhere on the page (the one just signed, in the success panel). */
  except?: string
}

/** The signer's own messages ("Your message"), which they can change or take off until the card goes. */
export function OwnMessages({ token, card, except }: OwnMessagesProps) {
  const own = card.own.filter((message) => message.id !== except)
  if (own.length === 0) return null
  return (
    <section aria-labelledby="own-messages-heading" className="grid gap-4">
      <h2 id="own-messages-heading" className="font-display text-2xl font-semibold text-plum">
        {card.own.length === 1 ? 'Your message' : except ? 'Your other messages' : 'Your messages'}
      </h2>
      <ul className="grid gap-4">
        {own.map((message) => (
          <li key={message.id}>
            <OwnMessageItem token={token} card={card} message={message} />
          </li>
        ))}
      </ul>
    </section>
  )
}

export function OwnMessageItem({ token, card, message }: { token: string; card: SigningView; message: OwnMessage }) {
  const [editing, setEditing] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const editMessage = useEditMessage()
  const deleteMessage = useDeleteMessage({
    mutationConfig: {
      onSuccess: () => {
        setConfirming(false)
        toast({ title: 'Your message was removed', description: `It will not be on the card for ${card.recipientName}.` })
      },
      onError: (error) => {
        setConfirming(false)
        toast({
          variant: 'destructive',
          title: 'Your message was not removed',
          description: getErrorMessage(error, 'Please try again.'),
        })
      },
    },
  })

  if (editing && card.open) {
    return (
      <div className="rounded-xl border border-border/70 bg-card p-5 shadow-card sm:p-7">
        <h3 className="mb-5 text-base font-semibold text-foreground">Change your message</h3>
        <MessageForm
          idPrefix={`edit-${message.id}`}
          defaults={{
            text: message.text,
            name: message.name,
            font: isCardFont(message.font) ? message.font : 'classic',
            colour: message.colour,
            email: message.email ?? '',
            signature: message.signature,
            photoUrl: message.photoUrl ?? null,
          }}
          colours={card.colours}
          maxChars={card.maxChars}
          askEmail
          submitLabel="Save changes"
          pendingLabel="Saving…"
          failureFallback="Your message could not be saved. Please try again."
          onSubmit={async (body) => {
            await editMessage.mutateAsync({ token, id: message.id, message: body })
            setEditing(false)
            toast({ title: 'Your message was saved' })
          }}
          extraActions={
            <Button variant="outline" size="lg" onClick={() => setEditing(false)} className="w-full sm:w-auto">
              Cancel
            </Button>
          }
        />
      </div>
    )
  }

  return (
    <>
      <MessageNote
        message={message}
        colours={card.colours}
        className="shadow-card"
        footer={
          message.hidden || card.open ? (
            <div className="flex flex-wrap items-center justify-between gap-3 border-t border-border/60 pt-3">
              {message.hidden ? (
                <p className="inline-flex items-center gap-1.5 text-xs text-muted-foreground">
                  <EyeOff aria-hidden className="size-3.5" />
                  The organiser has hidden this message from the card.
                </p>
              ) : (
                <span />
              )}
              {card.open ? (
                <div className="flex gap-2">
                  <Button variant="outline" size="sm" onClick={() => setEditing(true)} aria-label={`Edit your message, ${message.name}`}>
                    <Pencil aria-hidden />
                    Edit
                  </Button>
                  <Button variant="ghost" size="sm" onClick={() => setConfirming(true)} aria-label={`Delete your message, ${message.name}`}>
                    <Trash2 aria-hidden />
                    Delete
                  </Button>
                </div>
              ) : null}
            </div>
          ) : null
        }
      />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete your message?"
        description={`It will be taken off the card for ${card.recipientName}. You can write a new one while the card is open.`}
        confirmLabel="Delete message"
        cancelLabel="Keep it"
        pending={deleteMessage.isPending}
        onConfirm={() => deleteMessage.mutate({ token, id: message.id })}
      />
    </>
  )
}
