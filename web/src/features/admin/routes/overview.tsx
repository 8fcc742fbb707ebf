import type { ReactNode } from 'react'
import { formatDateTime } from '@/lib/dates'
import { useOverview, type Overview, type OverviewRevenue } from '../api/overview'
import { ConsoleLoadError } from '../components/console-load-error'
import { ModelStatusList } from '../components/model-status'
import { LevelCard, OverviewCard, Stat } from '../components/overview-card'
import { formatCount, formatTenths, moneyFormatter } from '../components/overview-format'
import { useConsoleTitle } from '../hooks/use-console-title'

/** /admin/overview: how the service is doing today, over 7 days and over 30, counted by the
 * database per UTC day, and what the providers say of the configured models. */
export function OverviewRoute() {
  useConsoleTitle('Overview')
  const overview = useOverview()
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h1 className="text-xl font-semibold text-plum">Overview</h1>
        {overview.data ? (
          <p className="text-muted-foreground">
            Last 30 days by UTC day · counted {formatDateTime(overview.data.at)}
          </p>
        ) : null}
      </div>
      {overview.isPending ? (
        <OverviewSkeleton />
      ) : overview.isError ? (
        <ConsoleLoadError what="the overview" error={overview.error} onRetry={() => void overview.refetch()} />
      ) : (
        <Figures overview={overview.data} />
      )}
    </div>
  )
}

function Figures({ overview }: { overview: Overview }) {
  const { days } = overview
  return (
    <>
      <Group title="Activity">
        <OverviewCard title="Sign-ups" hint="New accounts" figure={overview.signUps} days={days} format={formatCount} tone="plum" />
        <OverviewCard
          title="Generations made"
          hint="Images made and kept"
          figure={overview.generationsMade}
          days={days}
          format={formatCount}
          tone="green"
        />
        <OverviewCard
          title="Generations failed"
          hint="Failed and refunded automatically"
          figure={overview.generationsFailed}
          days={days}
          format={formatCount}
          tone="amber"
        />
        <OverviewCard
          title="Provider errors"
          hint="Errors, refusals and time-outs"
          figure={overview.providerErrors}
          days={days}
          format={formatCount}
          tone="red"
        />
      </Group>
      <Group title="Money" columns="xl:grid-cols-3">
        {overview.revenue.map((revenue) => (
          <RevenueCard key={revenue.currency} revenue={revenue} days={days} />
        ))}
        <OverviewCard
          title="Credits refunded"
          hint="Given back for failed generations"
          figure={overview.generationsRefundedTenths}
          days={days}
          format={formatTenths}
          tone="amber"
        />
        <LevelCard
          title="Credits outstanding"
          hint="Unexpired credits customers hold: the service's liability"
          now={formatTenths(overview.creditsOutstanding.nowTenths)}
          days={days}
          levels={overview.creditsOutstanding.dayEndTenths}
          format={formatTenths}
          tone="plum"
          note="The line is every balance together at each day's end, from the ledger."
        />
      </Group>
      <div className="grid gap-6 xl:grid-cols-2">
        <Group title="Email" columns="xl:grid-cols-2">
          <OverviewCard
            title="Emails sent"
            hint="Handed to the mail server"
            figure={overview.emailsSent}
            days={days}
            format={formatCount}
            tone="green"
          />
          <OverviewCard
            title="Emails failed"
            hint="Not handed over within 5 minutes"
            figure={overview.emailsFailed}
            days={days}
            format={formatCount}
            tone="red"
          />
        </Group>
        <section aria-labelledby="models-title" className="grid content-start gap-3">
          <h2 id="models-title" className="text-base font-semibold">
            Models
          </h2>
          <ModelStatusList models={overview.models} />
        </section>
      </div>
    </>
  )
}

function RevenueCard({ revenue, days }: { revenue: OverviewRevenue; days: string[] }) {
  const format = moneyFormatter(revenue.currency)
  return (
    <OverviewCard
      title={`Revenue (${revenue.currency.toUpperCase()})`}
      hint="Paid minus refunded"
      figure={revenue.net}
      days={days}
      format={format}
      tone="rose"
    >
      <dl className="grid grid-cols-2 gap-2 border-t pt-3">
        <Stat label="Paid, 30 days" value={format(revenue.paid.last30Days)} />
        <Stat label="Refunded, 30 days" value={format(revenue.refunded.last30Days)} />
      </dl>
    </OverviewCard>
  )
}

function Group({ title, columns = 'xl:grid-cols-4', children }: { title: string; columns?: string; children: ReactNode }) {
  const titleId = `${title.toLowerCase()}-title`
  return (
    <section aria-labelledby={titleId} className="grid content-start gap-3">
      <h2 id={titleId} className="text-base font-semibold">
        {title}
      </h2>
      <div className={`grid gap-4 sm:grid-cols-2 ${columns}`}>{children}</div>
    </section>
  )
}

function OverviewSkeleton() {
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-busy="true" aria-label="Loading the overview">
      {Array.from({ length: 8 }, (_, index) => (
        <div key={index} className="h-52 animate-pulse rounded-xl border bg-muted/60" />
      ))}
    </div>
  )
}
