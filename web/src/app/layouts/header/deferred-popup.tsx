import { Slot } from '@radix-ui/react-slot'
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactElement, type ReactNode } from 'react'
import { prefetch, whenIdle, type DeferredPart } from './deferred'

/** How the visitor first opened the popup. */
export interface Opening {
  /** By keyboard (Enter, Space, or ArrowDown on a menu button): a menu then focuses its first item. */
  keyboard: boolean
}

interface DeferredPopupProps<T> {
  part: DeferredPart<T>
  /** What the button opens, for assistive technology. */
  popup: 'menu' | 'dialog'
  /** The button, exactly as the loaded popup shows it (it wraps it in its own trigger). */
  trigger: ReactElement
  /** The loaded popup, rendered open, in place of the button. */
  children: (loaded: T, opening: Opening) => ReactNode
}

/**
 * Shows `trigger` as a plain button until the visitor first presses it, then the loaded popup
 * (which keeps the same button as its trigger, so nothing moves). The popup's code is fetched
 * when the page is idle (if the button is on screen), on hover or focus, or on the press itself.
 */
export function DeferredPopup<T>({ part, popup, trigger, children }: DeferredPopupProps<T>) {
  const [state, setState] = useState<{ opening: Opening; loaded: T | undefined } | null>(null)
  const buttonRef = useRef<HTMLElement>(null)

  useEffect(
    () =>
      whenIdle(() => {
        const button = buttonRef.current
        if (button && (button.checkVisibility?.() ?? button.getClientRects().length > 0)) prefetch(part)
      }),
    [part],
  )

  if (state?.loaded !== undefined) return children(state.loaded, state.opening)

  const open = (opening: Opening) => {
    const loaded = part.get()
    setState({ opening, loaded })
    if (loaded !== undefined) return
    part.load().then(
      (value) => setState({ opening, loaded: value }),
      (error: unknown) => {
        console.warn('Could not load the menu; press its button again to retry.', error)
        setState(null)
      },
    )
  }

  return (
    <Slot
      ref={buttonRef}
      aria-haspopup={popup}
      aria-expanded={false}
      aria-busy={state ? true : undefined}
      data-state="closed"
      onPointerEnter={() => prefetch(part)}
      onFocus={() => prefetch(part)}
      // Enter and Space on a button arrive as a click with no pointer behind it (detail 0).
      onClick={(event: MouseEvent) => {
        if (!state) open({ keyboard: event.detail === 0 })
      }}
      onKeyDown={(event: KeyboardEvent) => {
        if (popup === 'menu' && event.key === 'ArrowDown') {
          event.preventDefault()
          if (!state) open({ keyboard: true })
        }
      }}
    >
      {trigger}
    </Slot>
  )
}
