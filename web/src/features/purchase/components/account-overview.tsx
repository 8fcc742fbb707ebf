import { CalendarDays, Coins, Images, type LucideIcon } from 'lucide-react'
import { useAccountSummary } from '@/lib/account-summary'
import { formatDate } from '@/lib/dates'
import { formatCredits } from '@/lib/format'

/** The buyer's balance, images made and sign-up date, above the packages. */
export function AccountOverview() {
  const summary = useAccountSummary()
  const data = summary.data
  const error = summary.isError
  return (
    <section
      aria-label="Your account"
      className="grid gap-4 rounded-xl border bg-card p-5 shadow-card sm:grid-cols-3 sm:p-6"
    >
      <Stat icon={Coins} label="Available Credits" value={data ? formatCredits(data.credits) : null} error={error} />
      <Stat icon={Images} label="Images Generated" value={data ? formatCredits(data.imagesGenerated) : null} error={error} />
      <Stat icon={CalendarDays} label="Member Since" value={data ? formatDate(data.memberSince) : null} error={error} />
    </section>
  )
}

interface StatProps {
  icon: LucideIcon
  label: string
  value: string | null
  error: boolean
}

function Stat({ icon: Icon, label, value, error }: StatProps) {
  return (
    <div className="flex items-center gap-4">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-secondary text-primary">
        <Icon aria-hidden className="size-5" />
      </span>
      <div className="min-w-0">
        <p className="text-sm text-muted-foreground">{label}</p>
        {value !== null ? (
          <p className="font-display text-2xl font-semibold text-plum tabular-nums">{value}</p>
        ) : error ? (
          <p className="text-sm font-medium text-muted-foreground">Unavailable</p>
        ) : (
          <span aria-hidden className="mt-1 block h-7 w-20 animate-pulse rounded-md bg-muted" />
        )}
      </div>
    </div>
  )
}
