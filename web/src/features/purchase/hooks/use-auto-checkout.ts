import { useEffect, useRef } from 'react'
import { useSearchParams } from 'react-router'
import type { Checkout } from './use-checkout'

/**
 * A visitor who pressed "Buy Now" comes back from logging in to /purchase?package={id}: start
 * that checkout once, by itself, and drop the parameter so a reload does not buy again.
 */
export function useAutoCheckout(checkout: Checkout, signedIn: boolean) {
  const [searchParams, setSearchParams] = useSearchParams()
  const packageId = searchParams.get('package')
  const started = useRef(false)
  const { start } = checkout

  useEffect(() => {
    if (!signedIn || !packageId || started.current) return
    started.current = true
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current)
        next.delete('package')
        return next
      },
      { replace: true },
    )
    start(packageId)
  }, [signedIn, packageId, setSearchParams, start])
}
