import { useCallback, useEffect, useState, type RefObject } from 'react'

export interface SidewaysOverflow {
  /** The content is wider than its box, so part of it is out of sight. */
  overflowing: boolean
  /** Content is hidden past the left edge. */
  hiddenBefore: boolean
  /** Content is hidden past the right edge. */
  hiddenAfter: boolean
}

const NONE: SidewaysOverflow = { overflowing: false, hiddenBefore: false, hiddenAfter: false }

/**
 * Whether a sideways-scrolling box hides part of its content, and on which side: kept up to date
 * as the box is scrolled or resized. Reads as "nothing hidden" until measured (and in the
 * prerendered page), so a box that fits never shows a hint.
 */
export function useSidewaysOverflow(ref: RefObject<HTMLElement | null>): SidewaysOverflow {
  const [state, setState] = useState<SidewaysOverflow>(NONE)

  const measure = useCallback(() => {
    const box = ref.current
    if (!box) return
    // A pixel of slack: zoomed pages report fractional widths.
    const hidden = box.scrollWidth - box.clientWidth
    const next = {
      overflowing: hidden > 1,
      hiddenBefore: box.scrollLeft > 1,
      hiddenAfter: box.scrollLeft < hidden - 1,
    }
    setState((previous) =>
      previous.overflowing === next.overflowing &&
      previous.hiddenBefore === next.hiddenBefore &&
      previous.hiddenAfter === next.hiddenAfter
        ? previous
        : next,
    )
  }, [ref])

  useEffect(() => {
    const box = ref.current
    if (!box) return
    measure()
    box.addEventListener('scroll', measure, { passive: true })
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure)
    observer?.observe(box)
    if (box.firstElementChild) observer?.observe(box.firstElementChild)
    return () => {
      box.removeEventListener('scroll', measure)
      observer?.disconnect()
    }
  }, [ref, measure])

  return state
}
