import { cn } from '@/lib/utils'
import { PAD_HEIGHT, strokePath, type Strokes } from './strokes'


interface SignatureDrawingProps {
  strokes: Strokes
  /** The ink, a CSS colour. */
  colour: string
  /** The accessible name, e.g. "Signature of Bo"; without one the drawing is decoration. */
  label?: string
  className?: string
  /** The pen's width in drawing units (the drawing is 1000 wide). */
  strokeWidth?: number
}

/** Strokes drawn as SVG in one ink: the pad's live drawing, and a signature under a message. */
export function SignatureDrawing({ strokes, colour, label, className, strokeWidth = 9 }: SignatureDrawingProps) {
  return (
    <svg
      viewBox={`0 0 1000 ${Math.round(PAD_HEIGHT * 10) / 10}`}
      className={cn('block h-auto w-full overflow-visible', className)}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <g fill="none" stroke={colour} strokeWidth={strokeWidth} strokeLinecap="round" strokeLinejoin="round">
        {strokes.map((stroke, index) => (
          <path key={index} d={strokePath(stroke)} />
        ))}
      </g>
    </svg>
  )
}
