import { MoveHorizontal } from 'lucide-react'
import { useRef, type ReactNode } from 'react'
import { cn } from '@/lib/utils'
import { useSidewaysOverflow } from '../hooks/use-sideways-overflow'

interface ScrollTableProps {
  /** Names the scrolling box for screen readers and keyboard users, e.g. "Price table". */
  label: string
  /** The table's first column stays in place while the rest scrolls (its cells carry
   * {@link PINNED_CELL}), so each row keeps its name in sight. */
  pinnedFirstColumn?: boolean
  children: ReactNode
}

/** Classes for the cells of a pinned first column: opaque, above the scrolling cells, and with
 * a shadow on its edge while cells are hidden under it (drawn by ::after, since a table with
 * collapsed borders draws no box-shadow on its cells). Header cells add {@link PINNED_HEADER}. */
export const PINNED_CELL =
  'sticky left-0 z-[1] bg-card after:pointer-events-none after:absolute after:inset-y-0 after:-right-2 after:w-2 after:border-l after:bg-linear-to-r after:from-plum/15 after:to-transparent after:opacity-0 after:transition-opacity group-data-[scrolled]:after:opacity-100'
/** The header row's tint over the pinned cell's opaque background. */
export const PINNED_HEADER = 'bg-linear-to-r from-muted/50 to-muted/50'

const fade = 'pointer-events-none absolute inset-y-0 w-10 transition-opacity duration-200'

/**
 * A table that scrolls sideways inside its frame when the screen is too narrow for it, and says
 * so: a fade on the side where columns are out of sight (or a pinned first column's shadow), and
 * a hint under it. The box takes keyboard focus only while it scrolls, so arrow keys can move it.
 */
export function ScrollTable({ label, pinnedFirstColumn = false, children }: ScrollTableProps) {
  const box = useRef<HTMLDivElement>(null)
  const { overflowing, hiddenBefore, hiddenAfter } = useSidewaysOverflow(box)
  return (
    <div className="grid min-w-0 gap-2">
      <div className="relative min-w-0 overflow-hidden rounded-lg border bg-card">
        <div
          ref={box}
          role={overflowing ? 'region' : undefined}
          aria-label={overflowing ? `${label} (scrolls sideways)` : undefined}
          tabIndex={overflowing ? 0 : undefined}
          data-scrolled={hiddenBefore || undefined}
          className="group overflow-x-auto overscroll-x-contain focus-visible:outline-offset-[-3px]"
        >
          {children}
        </div>
        {pinnedFirstColumn ? null : (
          <div
            aria-hidden
            data-testid="fade-before"
            className={cn(fade, 'left-0 bg-linear-to-r from-card to-transparent', hiddenBefore ? 'opacity-100' : 'opacity-0')}
          />
        )}
        <div
          aria-hidden
          data-testid="fade-after"
          className={cn(fade, 'right-0 bg-linear-to-l from-card to-transparent', hiddenAfter ? 'opacity-100' : 'opacity-0')}
        />
      </div>
      {overflowing ? (
        <p className="flex items-center justify-end gap-1.5 text-xs text-muted-foreground">
          <MoveHorizontal aria-hidden className="size-3.5" />
          Scroll sideways to see every column
        </p>
      ) : null}
    </div>
  )
}
