import { useCallback, useEffect, useRef, useState } from 'react'
import { WarmBackdrop } from '@/components/brand/warm-backdrop'
import { usePrefersReducedMotion } from '@/hooks/use-prefers-reduced-motion'
import { loadHandwrittenFont } from '@/lib/card-fonts'
import { cn } from '@/lib/utils'
import type { ReceivedCard } from '../api/get-received-card'
import { CardDownloads } from './card-downloads'
import { CardFooterLinks } from './card-footer-links'
import { EnvelopeStage } from './envelope-stage'
import { GroupMessages } from './group-messages'
import { OpenedCard } from './opened-card'
import styles from './opened-card.module.css'
import { ReportDialog } from './report-dialog'
import { ThanksPanel } from './thanks-panel'

interface ReceivedCardPageProps {
  token: string
  card: ReceivedCard
  /** Opened from the email's "Report abuse" link: ask at once, without the envelope. */
  reportAsked: boolean
  onReportClosed: () => void
  onReported: () => void
}

/** The card as its recipient opens it: the envelope, then the card, ways to keep it and to say thanks. */
export function ReceivedCardPage({ token, card, reportAsked, onReportClosed, onReported }: ReceivedCardPageProps) {
  const reducedMotion = usePrefersReducedMotion()
  const [opened, setOpened] = useState(reportAsked)
  const [reporting, setReporting] = useState(reportAsked)
  const heading = useRef<HTMLHeadingElement>(null)
  const skipped = useRef(false)
  const showEnvelope = !opened && !reducedMotion

  // Fetched while the envelope opens, so the message shows in its face straight away.
  const handwritten = card.font === 'handwritten' || Boolean(card.group?.messages.some((m) => m.font === 'handwritten'))
  useEffect(() => {
    if (handwritten) void loadHandwrittenFont()
  }, [handwritten])

  useEffect(() => {
    if (opened && skipped.current) heading.current?.focus()
  }, [opened])

  const open = useCallback(() => setOpened(true), [])
  const skip = useCallback(() => {
    skipped.current = true
    setOpened(true)
  }, [])

  const onReportOpenChange = (next: boolean) => {
    setReporting(next)
    if (!next) onReportClosed()
  }

  return (
    <div className="relative isolate overflow-hidden">
      <WarmBackdrop />
      <div className="mx-auto grid max-w-5xl gap-8 px-4 py-8 sm:gap-10 sm:px-6 sm:py-12">
        <header className={cn('text-center', showEnvelope && 'sr-only')}>
          <p className="text-sm font-semibold tracking-[0.18em] text-primary uppercase">For {card.recipientName}</p>
          <h1
            ref={heading}
            tabIndex={-1}
            className="mt-2 font-display text-3xl font-semibold tracking-tight text-balance break-words text-plum outline-none sm:text-4xl"
          >
            {card.senderName} sent you a card
          </h1>
        </header>
        {showEnvelope ? (
          <EnvelopeStage card={card} onOpened={open} onSkip={skip} />
        ) : (
          <div className={cn('grid gap-8 sm:gap-10', reducedMotion ? styles.fade : styles.rise)} data-testid="opened-card">
            <OpenedCard card={card} />
            {card.group ? <GroupMessages token={token} group={card.group} recipientName={card.recipientName} /> : null}
            <CardDownloads token={token} card={card} />
            <div className="mx-auto grid w-full max-w-2xl gap-6">
              <ThanksPanel token={token} senderName={card.senderName} group={Boolean(card.group)} thanks={card.thanks} />
              <CardFooterLinks onReport={() => setReporting(true)} />
            </div>
          </div>
        )}
      </div>
      <ReportDialog token={token} open={reporting} onOpenChange={onReportOpenChange} onReported={onReported} />
    </div>
  )
}
