import { useEffect, useRef, useState } from 'react'
import { useHydrated } from '@/hooks/use-hydrated'

/** How far ahead of the window to start loading, so content is ready as it scrolls in. */
const LOOK_AHEAD = '600px'

/** True once the element has come within reach of the window (at once where the browser
 * cannot tell). It stays true: content loaded is kept. False in the prerendered page, which
 * shows the placeholders. */
export function useNearViewport<T extends Element>() {
  const ref = useRef<T>(null)
  const [seen, setSeen] = useState(false)
  const cannotTell = useHydrated() && typeof IntersectionObserver === 'undefined'
  const near = seen || cannotTell
  useEffect(() => {
    const element = ref.current
    if (near || !element) return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setSeen(true)
    }, { rootMargin: LOOK_AHEAD })
    observer.observe(element)
    return () => observer.disconnect()
  }, [near])
  return [ref, near] as const
}
