import { ArrowRight, CalendarDays, Coins, Flame, Images, type LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useAccountSummary } from '@/lib/account-summary'
import { formatDate } from '@/lib/dates'
import { formatCredits } from '@/lib/format'

/** Balance, images made, credits spent and sign-up date, each leading somewhere useful. */
export function SummaryCards() {
  const summary = useAccountSummary()
  const data = summary.data
  const show = (value: (d: NonNullable<typeof data>) => string) => (data ? value(data) : summary.isError ? '—' : null)
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <SummaryCard icon={Coins} title="Credit Balance" value={show((d) => formatCredits(d.credits))}>
        <Link to="/purchase">Buy More</Link>
      </SummaryCard>
      <SummaryCard icon={Images} title="Images Generated" value={show((d) => formatCredits(d.imagesGenerated))}>
        <Link to="/gallery">View gallery</Link>
      </SummaryCard>
      <SummaryCard icon={Flame} title="Credits Used" value={show((d) => formatCredits(d.creditsUsed))}>
        <a href="#recent-activity">See activity</a>
      </SummaryCard>
      <SummaryCard icon={CalendarDays} title="Member Since" value={show((d) => formatDate(d.memberSince))}>
        <a href="#account-settings">Settings</a>
      </SummaryCard>
    </div>
  )
}

interface SummaryCardProps {
  icon: LucideIcon
  title: string
  value: string | null
  /** The card's link. */
  children: ReactNode
}

function SummaryCard({ icon: Icon, title, value, children }: SummaryCardProps) {
  return (
    <section aria-label={title} className="flex min-w-0 flex-col rounded-xl border bg-card p-4 shadow-card sm:p-5">
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-sm font-semibold text-muted-foreground">{title}</h2>
        <span className="hidden size-9 shrink-0 items-center justify-center rounded-full bg-secondary text-primary sm:flex">
          <Icon aria-hidden className="size-4" />
        </span>
      </div>
      {value === null ? (
        <span aria-hidden className="mt-2 block h-9 w-24 animate-pulse rounded-md bg-muted" />
      ) : (
        <p className="mt-2 font-display text-xl font-semibold text-plum tabular-nums min-[400px]:text-2xl sm:text-3xl">
          {value}
        </p>
      )}
      <p className="mt-auto inline-flex items-center gap-1 pt-3 text-sm font-semibold text-primary [&_a]:hover:underline">
        {children}
        <ArrowRight aria-hidden className="size-3.5" />
      </p>
    </section>
  )
}
