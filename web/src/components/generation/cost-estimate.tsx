import { Coins } from 'lucide-react'
import { Link } from 'react-router'
import { creditsLabel } from '@/lib/credits-label'
import { formatCredits } from '@/lib/format'
import { cn } from '@/lib/utils'

interface CostEstimateProps {
  cost: number
  /** The user's balance; null while signed out. */
  balance: number | null
  /** What is being priced: "image" (the default) or "card". */
  subject?: string
}

/** What this image (or card) will cost against what the user holds, with a way to top up when short. */
export function CostEstimate({ cost, balance, subject = 'image' }: CostEstimateProps) {
  const short = balance !== null && balance < cost
  return (
    <div
      data-testid="cost-estimate"
      className={cn(
        'flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-lg border px-4 py-3 text-sm',
        short ? 'border-destructive/30 bg-destructive/5' : 'border-accent/50 bg-accent-soft',
      )}
    >
      <p className="flex items-center gap-2 font-semibold text-plum">
        <Coins aria-hidden className="size-4 text-[#b7800f]" />
        <span aria-live="polite">This {subject} costs {creditsLabel(cost)}</span>
      </p>
      {balance !== null ? (
        <p className="text-muted-foreground">
          Your balance: <span className="font-semibold text-foreground tabular-nums">{formatCredits(balance)}</span>
          {short ? (
            <>
              {' · '}
              <Link to="/purchase" className="font-semibold text-primary hover:underline">
                Buy Credits
              </Link>
            </>
          ) : null}
        </p>
      ) : null}
    </div>
  )
}
