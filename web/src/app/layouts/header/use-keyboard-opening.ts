import { useRef } from 'react'
import type { Opening } from './deferred-popup'

/**
 * A Radix menu focuses its first item when a key opened it, but it learns that from a key press
 * it saw itself. A menu that mounts already open, after a key press on the stand-in button,
 * missed that press: until it first closes, these handlers focus the first item instead.
 * Spread them on the DropdownMenuContent.
 */
export function useKeyboardOpening(opening: Opening) {
  const openedByKeyboard = useRef(opening.keyboard)
  return {
    onOpenAutoFocus: (event: Event) => {
      if (!openedByKeyboard.current) return
      const item = (event.target as HTMLElement).querySelector<HTMLElement>('[role="menuitem"]:not([data-disabled])')
      if (!item) return
      event.preventDefault()
      item.focus({ preventScroll: true })
    },
    onCloseAutoFocus: () => {
      openedByKeyboard.current = false
    },
  }
}
