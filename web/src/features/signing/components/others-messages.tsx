import type { CSSProperties } from 'react'
import { LockKeyhole } from 'lucide-react'
import { noteTilt } from '@/components/signature/ink'
import { MessageNote } from '@/components/signature/message-note'
import type { SigningView } from '../api/get-signing-page'

/** What others have written so far, or, on a card that keeps them private, a note that it does. */
export function OthersMessages({ card }: { card: SigningView }) {
  if (card.hideMessages) {
    return (
      <section className="flex items-start gap-3 rounded-xl border border-dashed border-border bg-card/70 p-5 text-sm text-muted-foreground">
        <LockKeyhole aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
        <p>
          {card.organiserName} keeps the messages private until the card is sent, so {card.recipientName} reads them all
          fresh. Only you can see yours.
        </p>
      </section>
    )
  }
  return (
    <section aria-labelledby="others-heading" className="grid gap-4">
      <h2 id="others-heading" className="font-display text-2xl font-semibold text-plum">
        Messages so far
      </h2>
      {card.messages.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nobody else has signed yet. Yours could be the first message inside.</p>
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {card.messages.map((message, index) => (
            <li key={message.id} className="min-w-0">
              <MessageNote
                message={message}
                colours={card.colours}
                className="h-full motion-safe:rotate-[var(--tilt)]"
                style={{ '--tilt': `${noteTilt(index)}deg` } as CSSProperties}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
