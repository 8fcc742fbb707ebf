import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'

interface CarouselControlsProps {
  count: number
  selected: number
  canPrev: boolean
  canNext: boolean
  playing: boolean
  onPrev: () => void
  onNext: () => void
  onSelect: (index: number) => void
  onTogglePlaying: () => void
}

/** Dots to jump to a card, the Pause/Play switch and the arrows. (With looping the arrows can
 * always move; they are disabled only while the carousel cannot scroll at all.) */
export function CarouselControls(props: CarouselControlsProps) {
  const { count, selected, canPrev, canNext, playing, onPrev, onNext, onSelect, onTogglePlaying } = props
  return (
    <div className="mt-6 flex items-center justify-between gap-4">
      <div className="flex items-center">
        {Array.from({ length: count }, (_, index) => (
          <button
            key={index}
            type="button"
            onClick={() => onSelect(index)}
            aria-label={`Show card ${index + 1} of ${count}`}
            aria-current={index === selected ? 'true' : undefined}
            className="group flex size-8 cursor-pointer items-center justify-center rounded-full outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <span
              className={cn(
                'h-2 rounded-full transition-all',
                index === selected ? 'w-6 bg-primary' : 'w-2 bg-plum/20 group-hover:bg-plum/40',
              )}
            />
          </button>
        ))}
      </div>
      <div className="flex items-center gap-2">
        <Button
          variant="ghost"
          size="icon"
          onClick={onTogglePlaying}
          aria-label={playing ? 'Pause the slideshow' : 'Play the slideshow'}
        >
          {playing ? <Pause aria-hidden /> : <Play aria-hidden />}
        </Button>
        <Button variant="outline" size="icon" onClick={onPrev} disabled={!canPrev} aria-label="Previous card">
          <ChevronLeft aria-hidden />
        </Button>
        <Button variant="outline" size="icon" onClick={onNext} disabled={!canNext} aria-label="Next card">
          <ChevronRight aria-hidden />
        </Button>
      </div>
    </div>
  )
}
