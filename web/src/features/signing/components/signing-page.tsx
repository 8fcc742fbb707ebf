import { Lock } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { WarmBackdrop } from '@/components/brand/warm-backdrop'
import { isCardFont, loadHandwrittenFont, type CardFont } from '@/lib/card-fonts'
import type { SigningView } from '../api/get-signing-page'
import { useSignCard } from '../api/sign-card'
import { MessageForm, type MessageFormDefaults } from './message-form'
import { OthersMessages } from './others-messages'
import { OwnMessages } from './own-messages'
import { SignedSuccess } from './signed-success'
import { SigningIntro } from './signing-intro'
import { StopRemindersPanel } from './stop-reminders-panel'

interface SigningPageProps {
  token: string
  card: SigningView
  /** Opened from a reminder's "stop reminders" link. */
  remindersOff: boolean
}

interface Signed {
  messageId: string | undefined
  editUrl: string
}

/** A group card as a signer sees it: the card, the form (or why it is closed), their own and others' messages. */
export function SigningPage({ token, card, remindersOff }: SigningPageProps) {
  const [signed, setSigned] = useState<Signed | null>(null)
  // What the last message was signed with, so "Add another message" keeps the name, face and ink.
  const [last, setLast] = useState<Pick<MessageFormDefaults, 'name' | 'font' | 'colour' | 'email'> | null>(null)
  const successPanel = useRef<HTMLDivElement>(null)
  const signCard = useSignCard()

  // The form loads the handwritten face itself; a closed card shows messages without it.
  const handwritten = [...card.messages, ...card.own].some((message) => message.font === 'handwritten')
  useEffect(() => {
    if (handwritten) void loadHandwrittenFont()
  }, [handwritten])

  useEffect(() => {
    if (signed) successPanel.current?.querySelector<HTMLElement>('#signed-heading')?.focus()
  }, [signed])

  const defaults: MessageFormDefaults = {
    text: '',
    name: last?.name ?? '',
    font: last?.font ?? 'classic',
    colour: last?.colour ?? card.colours[0]?.name ?? 'ink',
    email: last?.email ?? card.invitedEmail ?? '',
    signature: [],
  }
  // The invitation names only one message; a share link takes one per person, several from a desk.
  const canSign = card.open && !(card.link !== 'share' && card.own.length > 0)
  const justSigned = signed ? card.own.find((message) => message.id === signed.messageId) : undefined
  // A message deleted from the success panel takes the panel with it.
  const showSigned = signed !== null && justSigned !== undefined

  return (
    <div className="relative isolate overflow-hidden">
      <WarmBackdrop />
      <div className="mx-auto grid max-w-5xl gap-10 px-4 py-8 sm:px-6 sm:py-12">
        <SigningIntro card={card} />

        <div className="mx-auto grid w-full max-w-3xl gap-10">
          {remindersOff && card.link === 'invite' ? (
            <StopRemindersPanel token={token} stopped={card.remindersStopped} />
          ) : null}

          {!card.open ? (
            <section
              role="status"
              className="flex items-start gap-3 rounded-xl border border-plum/15 bg-card p-5 shadow-card sm:p-6"
            >
              <span className="grid size-10 shrink-0 place-items-center rounded-full bg-secondary text-primary">
                <Lock aria-hidden className="size-5" />
              </span>
              <div className="grid gap-1">
                <h2 className="font-display text-xl font-semibold text-plum">This card is closed for messages</h2>
                <p className="text-base text-foreground">{card.closedReason ?? 'It is not taking new messages.'}</p>
              </div>
            </section>
          ) : null}

          {signed && justSigned ? (
            <div ref={successPanel}>
              <SignedSuccess
                token={token}
                card={card}
                message={justSigned}
                editUrl={signed.editUrl}
                onAddAnother={() => setSigned(null)}
              />
            </div>
          ) : null}

          {!showSigned && canSign ? (
            <section
              aria-labelledby="sign-heading"
              className="grid gap-6 rounded-xl border border-border/70 bg-card p-5 shadow-card sm:p-8"
            >
              <div className="grid gap-1">
                <h2 id="sign-heading" className="font-display text-2xl font-semibold text-plum">
                  Write your message
                </h2>
                <p className="text-sm text-muted-foreground">
                  It goes inside the card, in the face and ink you choose, with your signature under it.
                </p>
              </div>
              <MessageForm
                key={card.own.length}
                idPrefix="sign"
                defaults={defaults}
                colours={card.colours}
                maxChars={card.maxChars}
                askEmail
                submitLabel="Sign the card"
                pendingLabel="Signing…"
                failureFallback="Your message could not be added. Please try again."
                onSubmit={async (message) => {
                  const before = new Set(card.own.map((own) => own.id))
                  const result = await signCard.mutateAsync({ token, message })
                  const added = result.card.own.find((own) => !before.has(own.id)) ?? result.card.own.at(-1)
                  setLast({
                    name: message.name,
                    font: isCardFont(message.font ?? '') ? (message.font as CardFont) : 'classic',
                    colour: message.colour ?? 'ink',
                    email: message.email ?? '',
                  })
                  setSigned({ messageId: added?.id, editUrl: result.editUrl })
                }}
              />
            </section>
          ) : null}

          <OwnMessages token={token} card={card} except={showSigned ? signed.messageId : undefined} />
        </div>

        <OthersMessages card={card} />
      </div>
    </div>
  )
}
