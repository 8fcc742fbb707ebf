import { Suspense, type ReactNode } from 'react'
import { useNearViewport } from '../hooks/use-near-viewport'

interface LoadWhenNearProps {
  /** Shown until the content is near and its code has arrived; the same size as the content,
   * so nothing below it jumps. */
  placeholder: ReactNode
  /** Lazily loaded content: its code and data are fetched only when the visitor gets close. */
  children: ReactNode
  className?: string
}

/** Keeps the landing page's first load light: below-the-fold parts load as they approach. */
export function LoadWhenNear({ placeholder, children, className }: LoadWhenNearProps) {
  const [ref, near] = useNearViewport<HTMLDivElement>()
  return (
    <div ref={ref} className={className}>
      {near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
    </div>
  )
}
