import { Cake, Gem, Heart, type LucideIcon } from 'lucide-react'
import { cn } from '@/lib/utils'

interface SampleCard {
  icon: LucideIcon
  caption: string
  occasion: string
  artClass: string
  positionClass: string
}

// Illustrations of finished cards, drawn with CSS so the hero needs no image download.
const CARDS: SampleCard[] = [
  {
    icon: Gem,
    caption: 'Just married',
    occasion: 'Wedding',
    artClass: 'bg-[radial-gradient(circle_at_30%_30%,#ffffff_0%,#f9d9e4_35%,#c9b6f2_100%)] text-[#7a4bb3]',
    positionClass: '-left-1 top-12 -rotate-6 w-32 sm:left-0 sm:w-44',
  },
  {
    icon: Heart,
    caption: 'Thank you!',
    occasion: 'Thanks',
    artClass: 'bg-[radial-gradient(circle_at_70%_25%,#fff7e0_0%,#ffd79a_40%,#f08a5d_100%)] text-[#b4451f]',
    positionClass: '-right-1 top-12 rotate-6 w-32 text-right sm:right-0 sm:w-44',
  },
  {
    icon: Cake,
    caption: 'Happy birthday, Mia!',
    occasion: 'Birthday',
    artClass: 'bg-[radial-gradient(circle_at_50%_20%,#fff5f1_0%,#ffc2c9_40%,#e2566f_100%)] text-[#9d1f3a]',
    positionClass: 'left-1/2 top-0 -translate-x-1/2 z-10 w-36 sm:w-52',
  },
]

export function HeroArt() {
  return (
    <div aria-hidden className="relative mx-auto h-[15.5rem] w-full max-w-[22rem] sm:h-[25rem] sm:max-w-lg">
      <div className="absolute inset-x-8 top-1/2 h-40 -translate-y-1/2 rounded-full bg-accent/30 blur-3xl" />
      {CARDS.map(({ icon: Icon, caption, occasion, artClass, positionClass }) => (
        <figure
          key={occasion}
          className={cn(
            'absolute rounded-lg border border-white/70 bg-card p-2 shadow-lift sm:p-2.5',
            positionClass,
          )}
        >
          <div className={cn('relative flex aspect-[4/5] items-center justify-center overflow-hidden rounded-md', artClass)}>
            <span className="absolute top-4 left-5 size-2 rounded-full bg-white/80" />
            <span className="absolute top-10 right-6 size-1.5 rounded-full bg-white/70" />
            <span className="absolute bottom-8 left-8 size-1.5 rounded-full bg-white/60" />
            <Icon className="size-12 drop-shadow-sm sm:size-16" strokeWidth={1.25} />
          </div>
          <figcaption className="px-1 pt-2.5 pb-1">
            <span className="block text-[0.65rem] font-semibold tracking-wider text-muted-foreground uppercase">
              {occasion}
            </span>
            <span className="block font-display text-sm leading-snug text-plum sm:text-lg">{caption}</span>
          </figcaption>
        </figure>
      ))}
    </div>
  )
}
