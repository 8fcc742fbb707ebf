import { useEffect, useState } from 'react'
import { afterPageLoad } from '@/lib/analytics'

/** False until `delayMs` after the page's load event: work that must not compete with the
 * page's own first load waits for it. */
export function useAfterPageLoad(delayMs: number): boolean {
  const [due, setDue] = useState(false)
  useEffect(() => afterPageLoad(delayMs, () => setDue(true)), [delayMs])
  return due
}
