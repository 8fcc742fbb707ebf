import { Copy, PartyPopper, Plus } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { copyToClipboard } from '@/lib/clipboard'
import type { OwnMessage, SigningView } from '../api/get-signing-page'
import { OwnMessageItem } from './own-messages'

interface SignedSuccessProps {
  token: string
  card: SigningView
  message: OwnMessage
  editUrl: string
  onAddAnother: () => void
}

/** After signing: their words as they will be on the card, the link that changes them, and a way to add another. */
export function SignedSuccess({ token, card, message, editUrl, onAddAnother }: SignedSuccessProps) {
  return (
    <section
      aria-labelledby="signed-heading"
      className="grid gap-5 rounded-xl border border-emerald-600/20 bg-card p-5 shadow-card sm:p-7"
    >
      <div className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-emerald-50 text-emerald-700">
          <PartyPopper aria-hidden className="size-5" />
        </span>
        <div className="grid gap-1">
          <h2 id="signed-heading" tabIndex={-1} className="font-display text-2xl font-semibold text-plum outline-none">
            You signed the card
          </h2>
          <p className="text-sm text-muted-foreground">
            {card.recipientName} will read it when {card.organiserName} sends the card.
          </p>
        </div>
      </div>
      <OwnMessageItem token={token} card={card} message={message} />
      <div className="grid gap-2">
        <label htmlFor="edit-link" className="text-sm font-semibold text-foreground">
          Your link to change your message
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input id="edit-link" readOnly value={editUrl} onFocus={(event) => event.currentTarget.select()} className="min-w-0 flex-1" />
          <Button variant="outline" onClick={() => void copyToClipboard(editUrl, 'Your link to change your message.')}>
            <Copy aria-hidden />
            Copy link
          </Button>
        </div>
        <p className="text-xs text-muted-foreground">Keep it: it works from any browser until the card is sent.</p>
      </div>
      {card.link === 'share' && card.open ? (
        <div>
          <Button variant="secondary" onClick={onAddAnother}>
            <Plus aria-hidden />
            Add another message
          </Button>
        </div>
      ) : null}
    </section>
  )
}
