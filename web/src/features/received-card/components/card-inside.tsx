import { CARD_FONT_FAMILIES, isCardFont, type CardFont } from '@/lib/card-fonts'
import { cn } from '@/lib/utils'

/** Each face at the size it reads best inside a card: the handwritten one runs small. */
const FONT_SIZES: Record<CardFont, string> = {
  classic: 'text-xl leading-relaxed sm:text-[1.4rem]',
  modern: 'text-lg leading-relaxed sm:text-xl',
  handwritten: 'text-[1.7rem] leading-snug sm:text-[2rem]',
}

interface CardInsideProps {
  message: string
  senderName: string
  font: string
}

/** The inside of the card: the sender's own words in the face they chose, and their name. */
export function CardInside({ message, senderName, font }: CardInsideProps) {
  const face: CardFont = isCardFont(font) ? font : 'classic'
  const words = message.trim()
  return (
    <div
      className={cn('flex flex-col justify-center gap-6 text-plum', FONT_SIZES[face])}
      style={{ fontFamily: CARD_FONT_FAMILIES[face] }}
      data-font={face}
    >
      {words ? <p className="break-words whitespace-pre-line">{words}</p> : null}
      <p className={cn('break-words', words ? 'text-right' : 'text-center')}>
        {words ? `— ${senderName}` : `From ${senderName}`}
      </p>
    </div>
  )
}
