import { CalendarClock } from 'lucide-react'
import { FallbackImage } from '@/components/ui/fallback-image'
import type { SigningView } from '../api/get-signing-page'
import { deadlineInWords } from './deadline'

/** The card's front beside who is collecting for whom, the title and the deadline. */
export function SigningIntro({ card }: { card: SigningView }) {
  return (
    <header className="grid gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:items-center md:gap-10">
      <div className="mx-auto w-full max-w-72 -rotate-1 sm:max-w-sm md:max-w-none">
        <FallbackImage
          src={card.imageUrl}
          alt={card.alt}
          className="block h-auto w-full rounded-lg border border-border/70 bg-card shadow-lift"
          fallbackClassName="aspect-square w-full rounded-lg"
        />
      </div>
      <div className="grid gap-3 text-center md:text-start">
        <p className="text-sm font-semibold tracking-[0.14em] text-primary uppercase">
          A group card for {card.recipientName}
        </p>
        <h1 className="font-display text-3xl font-semibold tracking-tight text-balance break-words text-plum sm:text-4xl">
          {card.title}
        </h1>
        <p className="text-base text-pretty text-muted-foreground sm:text-lg">
          <span className="font-semibold text-foreground">{card.organiserName}</span>{' '}
          {card.open ? 'is collecting messages for' : 'collected messages for'}{' '}
          <span className="font-semibold text-foreground">{card.recipientName}</span>.
        </p>
        {card.open ? (
          <p className="inline-flex items-start justify-center gap-2 text-sm text-foreground md:justify-start">
            <CalendarClock aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
            <span>
              Sign by <time dateTime={card.deadlineAt}>{deadlineInWords(card)}</time>
            </span>
          </p>
        ) : null}
      </div>
    </header>
  )
}
