import { CircleCheck, Heart } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { ThanksForm } from './thanks-form'

interface ThanksPanelProps {
  token: string
  senderName: string
  /** A group card: the thanks goes to its organiser and to every signer who left an email. */
  group: boolean
  /** The thanks already said, if any. */
  thanks: string | null | undefined
}

/** Say thanks, once; afterwards (and on every later visit) the thanks that was sent. */
export function ThanksPanel({ token, senderName, group, thanks }: ThanksPanelProps) {
  const words = thanksWords(senderName, group)
  const [justSent, setJustSent] = useState(false)
  const sentTitle = useRef<HTMLHeadingElement>(null)

  // The form the reader was typing in is gone: take them (and a screen reader) to the result.
  useEffect(() => {
    if (justSent && thanks) sentTitle.current?.focus()
  }, [justSent, thanks])

  return (
    <section aria-labelledby="thanks-title" className="rounded-xl border bg-card p-6 shadow-card sm:p-8">
      {thanks ? (
        <div className="grid gap-4">
          <h2
            id="thanks-title"
            ref={sentTitle}
            tabIndex={-1}
            className="flex items-center gap-2.5 font-display text-xl font-semibold text-plum outline-none sm:text-2xl"
          >
            <CircleCheck aria-hidden className="size-6 shrink-0 text-emerald-600" />
            Your thanks was sent to {words.sentTo}
          </h2>
          <blockquote className="rounded-lg border-l-4 border-primary/40 bg-secondary/50 px-5 py-4 break-words whitespace-pre-line text-foreground">
            {thanks}
          </blockquote>
        </div>
      ) : (
        <div className="grid gap-5">
          <div className="grid gap-1.5">
            <h2 id="thanks-title" className="flex items-center gap-2.5 font-display text-xl font-semibold text-plum sm:text-2xl">
              <Heart aria-hidden className="size-5 shrink-0 text-primary" />
              {words.title}
            </h2>
            <p className="text-sm text-muted-foreground">
              Write a few words back. {words.who} will receive them by email.
            </p>
          </div>
          <ThanksForm token={token} title={words.title} placeholder={words.placeholder} onSent={() => setJustSent(true)} />
        </div>
      )}
    </section>
  )
}

/** Who a thank-you reaches, in the panel's words. */
function thanksWords(senderName: string, group: boolean) {
  return group
    ? {
        title: 'Thank everyone',
        sentTo: 'everyone',
        who: 'The person who started this card, and every signer who left an email address,',
        placeholder: 'Thank you all! This made my day.',
      }
    : {
        title: `Say thanks to ${senderName}`,
        sentTo: senderName,
        who: senderName,
        placeholder: `Thank you, ${senderName}! This made my day.`,
      }
}
