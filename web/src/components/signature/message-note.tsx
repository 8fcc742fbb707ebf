import type { CSSProperties, ReactNode } from 'react'
import { CARD_FONT_FAMILIES, isCardFont, type CardFont } from '@/lib/card-fonts'
import { cn } from '@/lib/utils'
import { inkHex } from './ink'
import { PhotoPrint } from './photo-print'
import { SignatureDrawing } from './signature-drawing'
import type { Strokes } from './strokes'

/** Each face at a size that reads well on a small note: the handwritten one runs small. */
const NOTE_SIZES: Record<CardFont, string> = {
  classic: 'text-lg leading-relaxed',
  modern: 'text-base leading-relaxed',
  handwritten: 'text-2xl leading-snug',
}

export interface NoteMessage {
  name: string
  text: string
  font: string
  colour: string
  signature: Strokes
  /** The signer's photo, shown above the words as a small print. */
  photoUrl?: string | null
}

interface MessageNoteProps {
  message: NoteMessage
  colours?: readonly { name: string; hex: string }[]
  /** Buttons or a badge under the name (the signer's Edit and Delete). */
  footer?: ReactNode
  className?: string
  style?: CSSProperties
}

/**
 * One message of a group card as real text: the signer's photo (if any) pinned above, the words
 * in their face and ink, their name, and their signature drawn under it (named "Signature of …"
 * for screen readers).
 */
export function MessageNote({ message, colours, footer, className, style }: MessageNoteProps) {
  const face: CardFont = isCardFont(message.font) ? message.font : 'classic'
  const ink = inkHex(message.colour, colours)
  const hasSignature = message.signature.some((stroke) => stroke.length > 0)
  return (
    <article
      className={cn('flex min-w-0 flex-col gap-3 rounded-lg border border-border/70 bg-[#fffdf9] p-5 shadow-sm', className)}
      style={style}
      aria-label={`Message from ${message.name}`}
      data-font={face}
    >
      {message.photoUrl ? (
        <PhotoPrint src={message.photoUrl} alt={`Photo from ${message.name}`} className="mb-1 self-center" />
      ) : null}
      <p
        dir="auto"
        className={cn('break-words whitespace-pre-line', NOTE_SIZES[face])}
        style={{ fontFamily: CARD_FONT_FAMILIES[face], color: ink }}
      >
        {message.text}
      </p>
      <div className="mt-auto grid gap-1">
        {hasSignature ? (
          <SignatureDrawing
            strokes={message.signature}
            colour={ink}
            label={`Signature of ${message.name}`}
            className="ms-auto max-w-44"
            strokeWidth={14}
          />
        ) : null}
        <p
          dir="auto"
          className="text-end text-base font-semibold break-words"
          style={{ fontFamily: CARD_FONT_FAMILIES[face], color: ink }}
        >
          — {message.name}
        </p>
      </div>
      {footer}
    </article>
  )
}
