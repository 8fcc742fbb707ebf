import { Send, Sparkles } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'

/** Nothing sent yet: what sending is, and where to start. */
export function SentCardsEmpty() {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-input bg-card/60 px-6 py-14 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-secondary text-primary">
        <Send aria-hidden className="size-6" />
      </span>
      <h2 className="mt-4 font-display text-2xl font-semibold text-plum">No cards sent yet</h2>
      <p className="mt-2 max-w-md text-muted-foreground">
        Make a card, then choose Send: it goes by email now or on the day you pick, with your message inside. Sending is
        free, and you'll see here when it's opened.
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Button asChild>
          <Link to="/create">
            <Sparkles aria-hidden />
            Create a card
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/gallery">Send one from My Images</Link>
        </Button>
      </div>
    </div>
  )
}
