import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { PhotoPrint } from '@/components/signature/photo-print'
import { formatDateTime } from '@/lib/dates'
import { useRemoveItem, useRestoreItem, type ModerationItem } from '../api/moderation'
import { isOwnAccount, type StaffSession } from '../api/staff-session'
import { Badge } from './badge'
import { ReasonActionDialog } from './reason-action-dialog'

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`

const isCard = (item: ModerationItem) => item.kind === 'reported_card'
/** A signer's message on a group card: removing it strikes nobody, since the account (the card's
 * organiser) did not write it. */
const isMessage = (item: ModerationItem) => item.kind === 'reported_message'

function itemName(item: ModerationItem) {
  if (isCard(item)) return 'Reported card'
  if (isMessage(item)) return 'Reported message'
  return 'Refused prompts'
}

/** One item of the queue: what was reported (the card's front, its words and message; a group
 * card's message; or the refused prompt), whose it is, and, while open, the two decisions. */
export function ModerationItemCard({ item, session }: { item: ModerationItem; session: StaffSession }) {
  const who = item.account?.email ?? 'a deleted account'
  const title = isMessage(item) ? `Reported message on a group card of ${who}` : `${itemName(item)} from ${who}`
  return (
    <article aria-label={title} className="grid gap-4 rounded-lg border bg-card p-4 sm:grid-cols-[10rem_1fr]">
      <Front item={item} />
      <div className="grid min-w-0 content-start gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="warning">{itemName(item)}</Badge>
          <span className="text-muted-foreground">
            {item.kind === 'flagged_generation' ? count(item.reports, 'refusal', 'refusals') : count(item.reports, 'report', 'reports')} ·
            last {formatDateTime(item.lastReportedAt)}
          </span>
        </div>
        <Sender item={item} />
        <Content item={item} />
        {item.status === 'open' ? <Decisions item={item} session={session} /> : <Decided item={item} />}
      </div>
    </article>
  )
}

function Front({ item }: { item: ModerationItem }) {
  const url = item.card?.imageUrl
  if (url) {
    return <img src={url} alt="The card's front, as its recipients saw it" className="w-40 max-w-full rounded border bg-muted object-contain" />
  }
  return (
    <div className="flex aspect-square w-40 max-w-full items-center justify-center rounded border bg-muted p-3 text-center text-xs text-muted-foreground">
      {isCard(item) ? 'The card is deleted' : isMessage(item) ? 'A message inside a group card' : 'No image was made'}
    </div>
  )
}

function Sender({ item }: { item: ModerationItem }) {
  const { account } = item
  if (!account) return <p className="text-muted-foreground">The account is deleted.</p>
  return (
    <p className="flex flex-wrap items-center gap-2">
      <Link to={`/admin/accounts/${account.id}`} className="font-medium text-plum underline-offset-2 hover:underline">
        {account.email}
      </Link>
      <Badge tone={item.strikes > 0 ? 'warning' : 'neutral'}>{count(item.strikes, 'strike', 'strikes')}</Badge>
      {account.suspended ? <Badge tone="bad">Suspended</Badge> : null}
    </p>
  )
}

function Content({ item }: { item: ModerationItem }) {
  const { card, message } = item
  if (isMessage(item)) {
    if (!message) return <p className="text-muted-foreground">The message is deleted.</p>
    return (
      <div className="grid gap-3">
        <p className="text-muted-foreground">
          On “{message.cardTitle}”, the group card for {message.recipientName}, signed {formatDateTime(message.signedAt)}
        </p>
        <Quoted label={`Message from ${message.name}`}>{message.text}</Quoted>
        {message.photoUrl ? <PhotoPrint src={message.photoUrl} alt={`Photo from ${message.name}`} /> : null}
      </div>
    )
  }
  if (!card) {
    return <Quoted label="The latest refused prompt">{item.prompt}</Quoted>
  }
  const sent = card.sentAt ? ` on ${formatDateTime(card.sentAt)}` : ''
  return (
    <div className="grid gap-3">
      <p className="text-muted-foreground">
        Sent to {count(card.recipients, 'person', 'people')}
        {sent}
        {card.senderName ? `, signed ${card.senderName}` : ''}
      </p>
      {card.words ? <Quoted label="Words on the front">{card.words}</Quoted> : null}
      {card.message ? <Quoted label="Message inside">{card.message}</Quoted> : null}
      {card.prompt ? <Quoted label="Made from the prompt">{card.prompt}</Quoted> : null}
    </div>
  )
}

function Quoted({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1">
      <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</p>
      <blockquote className="rounded border-l-4 border-plum/30 bg-muted/50 px-3 py-2 break-words whitespace-pre-wrap">{children}</blockquote>
    </div>
  )
}

function Decided({ item }: { item: ModerationItem }) {
  const verb = item.status === 'removed' ? 'Removed' : item.kind === 'flagged_generation' ? 'Dismissed' : 'Restored'
  return (
    <p className="flex flex-wrap items-center gap-2 text-muted-foreground">
      <Badge tone={item.status === 'removed' ? 'bad' : 'good'}>{verb}</Badge>
      {item.decidedBy ? `by ${item.decidedBy}` : null}
      {item.decidedAt ? ` on ${formatDateTime(item.decidedAt)}` : null}
    </p>
  )
}

function Decisions({ item, session }: { item: ModerationItem; session: StaffSession }) {
  const restore = useRestoreItem()
  const remove = useRemoveItem()
  const { account } = item
  // The server refuses a decision on one's own card: say so rather than offer it.
  if (account && isOwnAccount(account, session)) {
    return <p className="text-muted-foreground">This is your own account: another staff member decides this item.</p>
  }
  const email = account?.email ?? 'the account'
  const nextStrike = item.strikes + 1
  const suspends = nextStrike >= session.strikesToSuspend
  const strikeWords = suspends
    ? `This is strike ${nextStrike}: the account will be suspended.`
    : `This is strike ${nextStrike} of ${session.strikesToSuspend}; at ${session.strikesToSuspend} the account is suspended.`
  if (isMessage(item)) return <MessageDecisions item={item} />
  const card = isCard(item)
  return (
    <div className="grid gap-2 sm:max-w-md sm:grid-cols-2">
      <ReasonActionDialog
        label={card ? 'Restore' : 'Dismiss'}
        title={card ? 'Restore the card' : 'Dismiss the refusals'}
        description={
          card
            ? "The card's link works again for its recipients. No strike is given, and nothing is emailed. Emails the report stopped are not sent again."
            : 'Closes the item without a strike. Nothing is emailed.'
        }
        confirmLabel={card ? 'Restore the card' : 'Dismiss'}
        pendingLabel="Saving…"
        run={async (reason) => {
          await restore.mutateAsync({ id: item.id, reason })
          return { title: card ? 'Card restored' : 'Item dismissed', description: card ? 'Its link works again.' : undefined }
        }}
      />
      <ReasonActionDialog
        label="Remove"
        title={card ? 'Remove the card' : 'Strike for the prompts'}
        description={`${card ? 'Deletes the card and its link for good, and gives' : 'Gives'} ${email} a strike, and emails them your reason. ${strikeWords}`}
        confirmLabel={card ? 'Remove the card' : 'Give a strike'}
        pendingLabel="Removing…"
        destructive
        reasonHint={`Emailed to ${email} as the reason, and kept in the audit log. Write it for them to read.`}
        run={async (reason) => {
          const decision = await remove.mutateAsync({ id: item.id, reason })
          const standing = decision.suspended
            ? `${email} now has ${count(decision.strikes, 'strike', 'strikes')} and is suspended.`
            : `${email} now has ${count(decision.strikes, 'strike', 'strikes')}.`
          return { title: card ? 'Card removed' : 'Strike given', description: `${standing} The email with your reason is on its way.` }
        }}
      />
    </div>
  )
}

/** A reported message: back on its card, or deleted from it. Neither strikes or emails anyone: a
 * signer wrote it, not the account. */
function MessageDecisions({ item }: { item: ModerationItem }) {
  const restore = useRestoreItem()
  const remove = useRemoveItem()
  return (
    <div className="grid gap-2 sm:max-w-md sm:grid-cols-2">
      <ReasonActionDialog
        label="Restore"
        title="Restore the message"
        description="The message is back on the card, its inside pages and its print. No strike is given, and nothing is emailed."
        confirmLabel="Restore the message"
        pendingLabel="Saving…"
        run={async (reason) => {
          await restore.mutateAsync({ id: item.id, reason })
          return { title: 'Message restored', description: 'It is back on the card.' }
        }}
      />
      <ReasonActionDialog
        label="Remove"
        title="Remove the message"
        description="Deletes the message from the card for good. Nobody gets a strike, since a signer wrote it, and nothing is emailed."
        confirmLabel="Remove the message"
        pendingLabel="Removing…"
        destructive
        reasonHint="Kept in the audit log."
        run={async (reason) => {
          await remove.mutateAsync({ id: item.id, reason })
          return { title: 'Message removed', description: 'It is deleted from the card.' }
        }}
      />
    </div>
  )
}
