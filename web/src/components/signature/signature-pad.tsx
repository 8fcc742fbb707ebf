import { Eraser, Undo2 } from 'lucide-react'
import { useId, useRef, useState, type PointerEvent } from 'react'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'
import { SignatureDrawing } from './signature-drawing'
import type { Strokes } from './strokes'

/** The server's limits on a signature. */
export const MAX_STROKES = 50
export const MAX_POINTS = 5000
/** Points closer than this (in 0..1000 units) to the last one kept add nothing and are dropped. */
export const MIN_DISTANCE = 4

function countPoints(strokes: Strokes) {
  return strokes.reduce((total, stroke) => total + stroke.length, 0)
}

function clamp(value: number) {
  return Math.min(1000, Math.max(0, Math.round(value)))
}

interface SignaturePadProps {
  value: Strokes
  onChange: (strokes: Strokes) => void
  /** The ink, a CSS colour. */
  colour: string
  disabled?: boolean
}

/**
 * A 3:1 pad to sign on with a finger, a mouse or a pen. Each stroke is kept as points from 0 to
 * 1000 on both axes, so the signature is the same drawing at any size; points closer than a few
 * units are left out, and past 50 strokes or 5,000 points the pad takes no more ink.
 */
export function SignaturePad({ value, onChange, colour, disabled = false }: SignaturePadProps) {
  const id = useId()
  const area = useRef<HTMLDivElement>(null)
  const [current, setCurrent] = useState<number[][] | null>(null)
  const pointer = useRef<number | null>(null)
  const [full, setFull] = useState(false)

  const point = (event: PointerEvent<HTMLDivElement>): number[] => {
    const rect = event.currentTarget.getBoundingClientRect()
    const width = rect.width || 1
    const height = rect.height || 1
    return [clamp(((event.clientX - rect.left) / width) * 1000), clamp(((event.clientY - rect.top) / height) * 1000)]
  }

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (disabled || pointer.current !== null) return
    if (event.pointerType === 'mouse' && event.button !== 0) return
    if (value.length >= MAX_STROKES || countPoints(value) >= MAX_POINTS) {
      setFull(true)
      return
    }
    event.preventDefault()
    pointer.current = event.pointerId
    if ('setPointerCapture' in event.currentTarget) {
      try {
        event.currentTarget.setPointerCapture(event.pointerId)
      } catch {
        // A pointer that is gone already cannot be captured; the stroke still works.
      }
    }
    setCurrent([point(event)])
  }

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (pointer.current !== event.pointerId || current === null) return
    const next = point(event)
    const last = current[current.length - 1]
    if (Math.hypot(next[0] - last[0], next[1] - last[1]) < MIN_DISTANCE) return
    if (countPoints(value) + current.length >= MAX_POINTS) {
      setFull(true)
      return
    }
    setCurrent([...current, next])
  }

  const finish = (event: PointerEvent<HTMLDivElement>) => {
    if (pointer.current !== event.pointerId) return
    pointer.current = null
    if (current && current.length > 0) onChange([...value, current])
    setCurrent(null)
  }

  const undo = () => {
    setFull(false)
    onChange(value.slice(0, -1))
  }
  const clear = () => {
    setFull(false)
    onChange([])
  }

  const shown = current ? [...value, current] : value
  const empty = shown.length === 0

  return (
    <div role="group" aria-labelledby={`${id}-label`} className="grid gap-2">
      <div className="flex items-end justify-between gap-3">
        <span id={`${id}-label`} className="text-sm font-semibold whitespace-nowrap text-foreground">
          Signature, optional
        </span>
        <div className="flex gap-0.5">
          <Button type="button" variant="ghost" size="sm" className="px-2.5" onClick={undo} disabled={disabled || value.length === 0}>
            <Undo2 aria-hidden />
            Undo
          </Button>
          <Button type="button" variant="ghost" size="sm" className="px-2.5" onClick={clear} disabled={disabled || value.length === 0}>
            <Eraser aria-hidden />
            Clear
          </Button>
        </div>
      </div>
      <div
        ref={area}
        role="img"
        aria-label={
          empty
            ? 'Signature pad, empty: draw with your finger, mouse or pen'
            : `Signature pad: ${value.length} ${value.length === 1 ? 'stroke' : 'strokes'} drawn`
        }
        data-testid="signature-pad"
        className={cn(
          'relative aspect-[3/1] w-full cursor-crosshair touch-none overflow-hidden rounded-lg border border-dashed border-input bg-[#fffdf9] select-none',
          disabled && 'cursor-not-allowed opacity-60',
        )}
        style={{ touchAction: 'none' }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={finish}
        onPointerCancel={finish}
        onLostPointerCapture={finish}
      >
        {/* The line to sign on, as on paper. */}
        <div aria-hidden className="pointer-events-none absolute inset-x-[6%] bottom-[22%] border-b border-border" />
        {empty ? (
          <span
            aria-hidden
            className="pointer-events-none absolute inset-0 flex items-center justify-center text-sm text-muted-foreground"
          >
            Sign here
          </span>
        ) : null}
        <SignatureDrawing strokes={shown} colour={colour} className="pointer-events-none absolute inset-0 size-full" />
      </div>
      <p aria-live="polite" className={cn('text-xs text-muted-foreground', !full && 'sr-only')}>
        {full ? 'That is as much as a signature can hold. Undo a stroke to change it.' : ''}
      </p>
    </div>
  )
}
