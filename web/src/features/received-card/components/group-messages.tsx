import type { CSSProperties } from 'react'
import { noteTilt } from '@/components/signature/ink'
import { MessageNote } from '@/components/signature/message-note'
import type { ReceivedCard } from '../api/get-received-card'
import { ReportMessageButton } from './report-message-button'

type Group = NonNullable<ReceivedCard['group']>

/**
 * A group card's inside: the title, then every message as a note of its own (real text, in the
 * signer's face and ink, with their signature), pinned up with a slight tilt that is the same on
 * every visit and left out for those who prefer less motion.
 */
export function GroupMessages({ token, group, recipientName }: { token: string; group: Group; recipientName: string }) {
  if (group.messages.length === 0) return null
  return (
    <section
      aria-labelledby="group-messages-heading"
      className="grid gap-6 rounded-xl border border-border/70 bg-[radial-gradient(40rem_24rem_at_20%_0%,#fff_0%,#fffaf3_75%)] px-4 py-8 shadow-card sm:px-8 sm:py-10"
    >
      <div className="grid gap-1 text-center">
        <h2 id="group-messages-heading" className="font-display text-2xl font-semibold text-balance text-plum sm:text-3xl">
          {group.title}
        </h2>
        <p className="text-sm text-muted-foreground">
          {group.messages.length === 1
            ? `A message for ${recipientName}`
            : `${group.messages.length} messages for ${recipientName}`}
        </p>
      </div>
      {group.insidePages.length > 0 ? (
        <ol aria-label="The inside of the card" className="grid justify-items-center gap-6 sm:grid-cols-2">
          {group.insidePages.map((url, index) => (
            <li key={url} className="w-full max-w-md">
              <img
                src={url}
                width={1000}
                height={1400}
                loading="lazy"
                alt={`Inside page ${index + 1} of ${group.insidePages.length}: the messages, each written out below`}
                className="h-auto w-full rounded-lg border shadow-card"
              />
            </li>
          ))}
        </ol>
      ) : null}
      <ul className="grid gap-5 sm:grid-cols-[repeat(auto-fit,minmax(14rem,18rem))] sm:justify-center">
        {group.messages.map((message, index) => (
          <li key={message.id} className="grid min-w-0 grid-rows-[1fr_auto] justify-items-end gap-1">
            <MessageNote
              message={message}
              className="h-full w-full transition-transform motion-safe:rotate-[var(--tilt)] motion-safe:hover:rotate-0"
              style={{ '--tilt': `${noteTilt(index)}deg` } as CSSProperties}
            />
            <ReportMessageButton token={token} messageId={message.id} signerName={message.name} />
          </li>
        ))}
      </ul>
    </section>
  )
}
