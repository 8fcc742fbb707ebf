import { Coins } from 'lucide-react'
import { Link } from 'react-router'
import { formatCredits } from '@/lib/format'
import { cn } from '@/lib/utils'

interface CreditBalanceProps {
  credits: number
  className?: string
}

/** The signed-in user's balance, e.g. "12,345 Credits". Links to the purchase page. */
export function CreditBalance({ credits, className }: CreditBalanceProps) {
  return (
    <Link
      to="/purchase"
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full whitespace-nowrap border border-accent/50 bg-accent-soft px-3 py-1.5 text-sm text-plum transition-colors hover:border-accent',
        className,
      )}
    >
      <Coins aria-hidden className="size-4 text-[#b7800f]" />
      <span className="font-semibold tabular-nums" data-testid="credit-count">
        {formatCredits(credits)}
      </span>
      <span className="text-muted-foreground">Credits</span>
    </Link>
  )
}
