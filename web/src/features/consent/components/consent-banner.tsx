import { Cookie } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { decideConsent, type ConsentChoice } from '../consent-store'

interface ConsentBannerProps {
  /** The visitor's earlier answer, when they reopened the banner to review it. */
  choice: ConsentChoice | null
  /** True when opened from "Cookie settings": the visitor asked for it, so it takes focus,
   * and gives it back when answered. */
  reopened: boolean
}

const CURRENT_CHOICE: Record<ConsentChoice, string> = {
  granted: 'You currently allow analytics cookies.',
  denied: 'You currently refuse analytics cookies.',
}

/** Our own cookie banner: a non-modal region at the foot of the screen, with Accept and
 * Reject given equal weight. Nothing third-party loads until Accept. */
export function ConsentBanner({ choice, reopened }: ConsentBannerProps) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (!reopened) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    heading.current?.focus()
    return () => opener?.focus()
  }, [reopened])

  return (
    <section
      aria-labelledby="consent-title"
      aria-describedby="consent-text"
      className="fixed inset-x-3 bottom-3 z-40 rounded-xl border bg-card p-4 shadow-lift animate-fade-in sm:right-auto sm:bottom-4 sm:left-4 sm:max-w-md sm:p-5"
    >
      <h2
        id="consent-title"
        ref={heading}
        tabIndex={-1}
        className="flex items-center gap-2 font-display text-lg font-semibold text-plum outline-none"
      >
        <Cookie aria-hidden className="size-5 text-primary" />
        Cookies and analytics
      </h2>
      <p id="consent-text" className="mt-2 text-sm text-muted-foreground">
        With your permission we use Google Analytics cookies to count visits and learn which pages help. Cardsmith works
        the same either way.{' '}
        {choice ? `${CURRENT_CHOICE[choice]} ` : null}
        <Link to="/privacy" className="font-semibold text-primary hover:underline">
          Privacy policy
        </Link>
      </p>
      <div className="mt-4 grid grid-cols-2 gap-3">
        <Button variant="outline" onClick={() => decideConsent('denied')}>
          Reject
        </Button>
        <Button onClick={() => decideConsent('granted')}>Accept</Button>
      </div>
    </section>
  )
}
