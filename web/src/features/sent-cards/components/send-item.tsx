import { ImageIcon } from 'lucide-react'
import type { SendView } from '@/components/sending/api/send-view'
import { recipientNames } from '@/components/sending/send-toast'
import { CARD_FONT_FAMILIES, isCardFont } from '@/lib/card-fonts'
import { CancelSendButton } from './cancel-send-button'
import { EditSendButton } from './edit-send-button'
import { RecipientList } from './recipient-list'
import { describeSendTime } from './send-when'

/** One send: the card, who it is from, the message, when, and each recipient's status. */
export function SendItem({ send }: { send: SendView }) {
  const to = recipientNames(send.recipients.map((recipient) => recipient.name))
  const cardText = send.cardText?.trim()
  const cancellable = send.recipients.some((recipient) => recipient.status === 'scheduled')
  const titleId = `send-${send.id}-title`
  return (
    <article aria-labelledby={titleId} className="grid gap-4 rounded-xl border bg-card p-4 shadow-card sm:p-5">
      <div className="flex gap-4">
        <Thumbnail url={send.thumbnailUrl} />
        <div className="grid min-w-0 flex-1 content-start gap-1">
          <h2 id={titleId} className="line-clamp-2 font-display text-lg font-semibold break-words text-plum">
            To {to}
          </h2>
          <p className="line-clamp-2 text-sm break-words text-muted-foreground">
            {cardText ? <q>{cardText}</q> : 'Image'} · From <span className="font-medium text-foreground">{send.senderName}</span>
          </p>
          <p className="text-sm font-medium text-foreground">{describeSendTime(send)}</p>
        </div>
      </div>
      {send.message ? (
        <p
          className="line-clamp-3 rounded-md bg-muted/50 px-3 py-2 text-base break-words whitespace-pre-line text-foreground"
          style={{ fontFamily: isCardFont(send.font) ? CARD_FONT_FAMILIES[send.font] : undefined }}
        >
          {send.message}
        </p>
      ) : null}
      <RecipientList send={send} />
      {send.editable || cancellable ? (
        <div className="grid grid-cols-2 gap-2 sm:flex sm:justify-end">
          {send.editable ? <EditSendButton send={send} /> : null}
          {cancellable ? <CancelSendButton send={send} className={send.editable ? undefined : 'col-span-2'} /> : null}
        </div>
      ) : null}
    </article>
  )
}

function Thumbnail({ url }: { url: string | null | undefined }) {
  if (!url) {
    // The card was deleted from the gallery; the send's record stays.
    return (
      <span className="flex size-20 shrink-0 items-center justify-center rounded-lg border bg-muted text-muted-foreground sm:size-24">
        <ImageIcon aria-hidden className="size-6" />
        <span className="sr-only">Card deleted</span>
      </span>
    )
  }
  return <img src={url} alt="" loading="lazy" className="size-20 shrink-0 rounded-lg border bg-muted object-cover sm:size-24" />
}
