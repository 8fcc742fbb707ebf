import { FallbackImage } from '@/components/ui/fallback-image'
import type { ReceivedCard } from '../api/get-received-card'
import { CardInside } from './card-inside'

/**
 * The card laid open: the front (its words are part of the picture) beside the inside with the
 * sender's message, with a soft fold between them; one above the other on a phone.
 */
export function OpenedCard({ card }: { card: ReceivedCard }) {
  return (
    <div className="grid overflow-hidden rounded-xl border border-border/70 bg-[#fffdf9] shadow-lift md:grid-cols-2">
      <div className="relative flex items-center justify-center bg-card">
        <FallbackImage
          src={card.imageUrl}
          alt={card.alt}
          className="block h-auto w-full"
          fallbackClassName="aspect-square w-full"
        />
        {/* The fold: a shadow along the spine, on the side the inside page meets. */}
        <div
          aria-hidden
          className="pointer-events-none absolute inset-y-0 right-0 hidden w-10 bg-gradient-to-l from-plum/10 to-transparent md:block"
        />
      </div>
      <div className="relative flex min-h-64 flex-col justify-center bg-[radial-gradient(36rem_24rem_at_30%_20%,#fff_0%,#fffaf3_70%)] px-7 py-10 sm:px-12 sm:py-14">
        <div
          aria-hidden
          className="pointer-events-none absolute inset-y-0 left-0 hidden w-6 bg-gradient-to-r from-plum/8 to-transparent md:block"
        />
        <div
          aria-hidden
          className="pointer-events-none absolute inset-x-0 top-0 h-4 bg-gradient-to-b from-plum/6 to-transparent md:hidden"
        />
        <CardInside message={card.message} senderName={card.senderName} font={card.font} />
      </div>
    </div>
  )
}
