import { Brush } from 'lucide-react'
import { Link } from 'react-router'
import { OpenImageButton } from '@/components/images/image-actions'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { FallbackImage } from '@/components/ui/fallback-image'
import { EXAMPLE_IMAGE_HEIGHT, EXAMPLE_IMAGE_WIDTH, type ExampleCard } from '../data/example-cards'

/** An example card's picture at full size, laid out like the gallery's viewer, with its
 * story and a way to make one like it. */
export function ExampleViewer({ card, onClose }: { card: ExampleCard; onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-3xl gap-0 overflow-hidden p-0 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex items-center justify-center bg-muted">
          <FallbackImage
            src={card.imageUrl}
            alt={card.altText}
            width={EXAMPLE_IMAGE_WIDTH}
            height={EXAMPLE_IMAGE_HEIGHT}
            className="max-h-[55dvh] w-full object-contain md:max-h-[80dvh]"
            fallbackClassName="aspect-[2/3]"
          />
        </div>
        <div className="flex flex-col gap-5 p-5 sm:p-6">
          <DialogHeader>
            <DialogTitle>{card.title}</DialogTitle>
            <DialogDescription className="text-base text-foreground">{card.description}</DialogDescription>
          </DialogHeader>
          <p className="text-sm text-muted-foreground">
            Made with the card wizard: choose the occasion and a style, add your words, and Cardsmith draws the rest.
          </p>
          <div className="mt-auto grid gap-2">
            <Button asChild>
              <Link to="/create">
                <Brush aria-hidden />
                Create a card like this
              </Link>
            </Button>
            <OpenImageButton image={{ imageUrl: card.imageUrl }} />
          </div>
        </div>
      </DialogContent>
    </Dialog>
  )
}
