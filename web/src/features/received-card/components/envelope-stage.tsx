import { useEffect } from 'react'
import { Button } from '@/components/ui/button'
import type { ReceivedCard } from '../api/get-received-card'
import { Envelope } from './envelope'

/** Past this, the card shows even if the envelope's last step never reported its end (a tab in
 * the background pauses animations): the card is never kept waiting longer. */
const LONGEST_WAIT_MS = 2000

interface EnvelopeStageProps {
  card: ReceivedCard
  onOpened: () => void
  /** Skip was pressed: the page then takes the focus to the card. */
  onSkip: () => void
}

/** The envelope opening, with a way past it. */
export function EnvelopeStage({ card, onOpened, onSkip }: EnvelopeStageProps) {
  useEffect(() => {
    const timer = setTimeout(onOpened, LONGEST_WAIT_MS)
    return () => clearTimeout(timer)
  }, [onOpened])

  return (
    <div className="flex justify-center pb-4">
      <Envelope recipientName={card.recipientName} senderName={card.senderName} imageUrl={card.imageUrl} onOpened={onOpened}>
        <Button variant="ghost" size="sm" className="min-h-11 text-muted-foreground" onClick={onSkip}>
          Skip<span className="sr-only"> the envelope and show the card</span>
        </Button>
      </Envelope>
    </div>
  )
}
