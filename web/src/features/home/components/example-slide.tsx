import { Maximize2, RotateCcw, RotateCw } from 'lucide-react'
import { useRef } from 'react'
import { flushSync } from 'react-dom'
import { Button } from '@/components/ui/button'
import { FallbackImage } from '@/components/ui/fallback-image'
import { cn } from '@/lib/utils'
import { EXAMPLE_IMAGE_HEIGHT, EXAMPLE_IMAGE_WIDTH, type ExampleCard } from '../data/example-cards'

interface ExampleSlideProps {
  card: ExampleCard
  /** Showing its back (phones only: wide screens show the back's words under the picture). */
  flipped: boolean
  onFlip: (flipped: boolean) => void
  /** Wide screens: open the picture in the viewer. */
  onOpen: () => void
}

/**
 * One example card. On a phone the whole card turns over to show its back ("Tap to flip",
 * "Flip Back"); from 768 px there is room for the back's words under the picture, and a click
 * opens the picture in the viewer instead. The face turned away is inert, so keyboard and
 * screen-reader users meet one side at a time.
 */
export function ExampleSlide({ card, flipped, onFlip, onOpen }: ExampleSlideProps) {
  const flipButton = useRef<HTMLButtonElement>(null)
  const flipBackButton = useRef<HTMLButtonElement>(null)
  // The pressed button's face turns away (and goes inert): focus moves to the other face's button.
  const turn = (toBack: boolean) => {
    flushSync(() => onFlip(toBack))
    ;(toBack ? flipBackButton : flipButton).current?.focus({ preventScroll: true })
  }

  return (
    <div className="h-full [perspective:1600px]">
      <div
        className={cn(
          'relative h-full transition-transform duration-500 [transform-style:preserve-3d] motion-reduce:transition-none',
          flipped && 'max-md:[transform:rotateY(180deg)]',
        )}
      >
        <figure
          inert={flipped}
          className="relative flex h-full flex-col overflow-hidden rounded-xl border bg-card shadow-card [backface-visibility:hidden]"
        >
          <div className="relative aspect-[2/3] overflow-hidden bg-gradient-to-br from-secondary to-accent-soft">
            <FallbackImage
              src={card.imageUrl}
              alt={card.altText}
              width={EXAMPLE_IMAGE_WIDTH}
              height={EXAMPLE_IMAGE_HEIGHT}
              loading="lazy"
              decoding="async"
              className="size-full object-cover"
              fallbackClassName="size-full"
            />
            <button
              type="button"
              onClick={onOpen}
              aria-label={`Open the ${card.title} picture`}
              className="group absolute inset-0 hidden cursor-zoom-in items-end justify-end p-3 outline-none focus-visible:ring-4 focus-visible:ring-ring/60 focus-visible:ring-inset md:flex"
            >
              <span className="flex size-9 items-center justify-center rounded-full bg-card/90 text-plum opacity-0 shadow-sm transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100">
                <Maximize2 aria-hidden className="size-4" />
              </span>
            </button>
          </div>
          <figcaption className="flex flex-1 flex-col gap-1.5 p-4 sm:p-5">
            <h3 className="font-display text-lg font-semibold text-plum sm:text-xl">{card.title}</h3>
            <p className="hidden text-sm text-muted-foreground md:block">{card.description}</p>
            <span aria-hidden className="inline-flex items-center gap-1.5 text-sm font-semibold text-primary md:hidden">
              <RotateCw className="size-4" />
              Tap to flip
            </span>
          </figcaption>
          {/* Phones: the whole card turns over. */}
          <button
            ref={flipButton}
            type="button"
            onClick={() => turn(true)}
            aria-label={`Tap to flip the ${card.title}`}
            className="absolute inset-0 rounded-xl outline-none focus-visible:ring-4 focus-visible:ring-ring/60 focus-visible:ring-inset md:hidden"
          />
        </figure>
        <div
          inert={!flipped}
          className="absolute inset-0 flex flex-col items-center justify-center gap-4 rounded-xl border bg-[radial-gradient(circle_at_30%_20%,#fff7ee_0%,#fde4dc_45%,#f7cfd6_100%)] p-7 text-center shadow-card [backface-visibility:hidden] [transform:rotateY(180deg)] md:hidden"
        >
          <h3 className="font-display text-2xl font-semibold text-plum">{card.title}</h3>
          <p className="text-plum-soft">{card.description}</p>
          <Button ref={flipBackButton} variant="outline" onClick={() => turn(false)}>
            <RotateCcw aria-hidden />
            Flip Back
          </Button>
        </div>
      </div>
    </div>
  )
}
