import useEmblaCarousel from 'embla-carousel-react'
import { useEffect, useState } from 'react'
import { EXAMPLE_CARDS, type ExampleCard } from '../data/example-cards'
import { useCarouselAutoplay } from '../hooks/use-carousel-autoplay'
import { CarouselControls } from './carousel-controls'
import { ExampleSlide } from './example-slide'
import { ExampleViewer } from './example-viewer'

interface ScrollState {
  selected: number
  count: number
  canPrev: boolean
  canNext: boolean
}

/**
 * The example cards, one per view on phones and three from 768 px (the slide widths below;
 * Embla measures them). It loops and moves on by itself (see useCarouselAutoplay).
 *
 * Four cards, three in view: Embla loops only while any three slides fill the view, and it
 * measures in whole pixels, so a third rounded down would switch looping off. From 768 px each
 * slide is a third plus 2/3 px, and the 2 px this adds at the right edge is slide padding.
 */
export function ExampleCarousel() {
  const [viewport, api] = useEmblaCarousel({ loop: true, align: 'start' })
  const [scroll, setScroll] = useState<ScrollState>({ selected: 0, count: 0, canPrev: false, canNext: false })
  const [flippedId, setFlippedId] = useState<string | null>(null)
  const [viewing, setViewing] = useState<ExampleCard | null>(null)
  const autoplay = useCarouselAutoplay(api, { holding: flippedId !== null || viewing !== null })

  useEffect(() => {
    if (!api) return
    const sync = () => {
      setScroll({
        selected: api.selectedScrollSnap(),
        count: api.scrollSnapList().length,
        canPrev: api.canScrollPrev(),
        canNext: api.canScrollNext(),
      })
      // A card turned over goes back when it slides away, or when the layout changes.
      setFlippedId(null)
    }
    api.on('select', sync).on('reInit', sync)
    // Embla measured once before it handed over the api: read that too.
    queueMicrotask(sync)
    return () => {
      api.off('select', sync).off('reInit', sync)
    }
  }, [api])

  const move = (go: () => void) => {
    go()
    autoplay.interrupt()
  }

  return (
    <div role="region" aria-roledescription="carousel" aria-label="Example cards">
      <div ref={viewport} className="overflow-hidden">
        {/* Slides are groups, as the ARIA carousel pattern has them, so not list items. */}
        <div className="-ml-4 flex touch-pan-y py-2">
          {EXAMPLE_CARDS.map((card, index) => (
            <div
              key={card.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${EXAMPLE_CARDS.length}`}
              className="min-w-0 shrink-0 grow-0 basis-full pl-4 md:basis-[calc((100%+2px)/3)] md:pr-0.5"
            >
              <ExampleSlide
                card={card}
                flipped={flippedId === card.id}
                onFlip={(flipped) => setFlippedId(flipped ? card.id : null)}
                onOpen={() => setViewing(card)}
              />
            </div>
          ))}
        </div>
      </div>
      <CarouselControls
        {...scroll}
        playing={autoplay.playing}
        onPrev={() => move(() => api?.scrollPrev())}
        onNext={() => move(() => api?.scrollNext())}
        onSelect={(index) => move(() => api?.scrollTo(index))}
        onTogglePlaying={autoplay.togglePlaying}
      />
      {viewing ? <ExampleViewer card={viewing} onClose={() => setViewing(null)} /> : null}
    </div>
  )
}
