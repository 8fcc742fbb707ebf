import type { CardDetails } from './card-image'

/** "Card text: “Happy birthday, Sam!”" under a card, or that it has no words. */
export function CardTextLine({ card }: { card: CardDetails }) {
  return (
    <p className="text-sm break-words text-foreground">
      <span className="font-semibold">Card text: </span>
      {card.text ? <q className="italic">{card.text}</q> : <span className="text-muted-foreground">No words on the card</span>}
    </p>
  )
}
