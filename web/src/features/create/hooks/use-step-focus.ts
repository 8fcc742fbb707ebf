import { useEffect, useRef } from 'react'

/**
 * When the step changes, its heading (marked `data-step-heading`) takes focus, so keyboard and
 * screen-reader users start at the top of the new step; and the wizard scrolls back into view
 * when Continue was pressed at the bottom of a long step. Nothing moves on the first render.
 */
export function useStepFocus(step: string) {
  const wizard = useRef<HTMLDivElement>(null)
  const firstRender = useRef(true)
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false
      return
    }
    const element = wizard.current
    if (!element) return
    element.querySelector<HTMLElement>('[data-step-heading]')?.focus({ preventScroll: true })
    if (element.getBoundingClientRect().top < 0) element.scrollIntoView?.({ block: 'start' })
  }, [step])
  return wizard
}
