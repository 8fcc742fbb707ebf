import type { ReactNode } from 'react'
import { Card } from '@/components/ui/card'
import type { OverviewFigure } from '../api/overview'
import type { ChartTone } from './chart-tones'
import { DailyChart } from './daily-chart'
import { formatUtcDay } from './overview-format'

interface OverviewCardProps {
  title: string
  /** What it counts, in a line. */
  hint: string
  figure: OverviewFigure
  days: string[]
  format: (value: number) => string
  tone: ChartTone
  /** More figures under the chart (revenue's paid and refunded). */
  children?: ReactNode
}

/** One figure of the overview: today, 7 days and 30 days, and a chart of its 30 days. */
export function OverviewCard({ title, hint, figure, days, format, tone, children }: OverviewCardProps) {
  const titleId = `${title.toLowerCase().replace(/\W+/g, '-')}-card`
  return (
    <Card role="group" aria-labelledby={titleId} className="grid content-start gap-3 p-4">
      <div className="grid gap-0.5">
        <h3 id={titleId} className="font-semibold text-foreground">
          {title}
        </h3>
        <p className="text-xs text-muted-foreground">{hint}</p>
      </div>
      <dl className="grid grid-cols-3 gap-2">
        <Stat label="Today" value={format(figure.today)} emphasis />
        <Stat label="7 days" value={format(figure.last7Days)} />
        <Stat label="30 days" value={format(figure.last30Days)} />
      </dl>
      <DailyChart days={days} values={figure.daily} tone={tone} format={format} summary={summarise(title, figure, days, format)} />
      {children}
    </Card>
  )
}

interface LevelCardProps {
  title: string
  hint: string
  /** The figure now. */
  now: string
  days: string[]
  /** Where the level stood at the end of each day. */
  levels: number[]
  format: (value: number) => string
  tone: ChartTone
  note: string
}

/** A level rather than a count (credits owed): what it is now, and its line over 30 days. */
export function LevelCard({ title, hint, now, days, levels, format, tone, note }: LevelCardProps) {
  const titleId = `${title.toLowerCase().replace(/\W+/g, '-')}-card`
  const first = levels[0] ?? 0
  const summary = `${title} at the end of each of the last 30 days (UTC): from ${format(first)} on ${formatUtcDay(days[0] ?? '')} to ${format(levels.at(-1) ?? 0)} today.`
  return (
    <Card role="group" aria-labelledby={titleId} className="grid content-start gap-3 p-4">
      <div className="grid gap-0.5">
        <h3 id={titleId} className="font-semibold text-foreground">
          {title}
        </h3>
        <p className="text-xs text-muted-foreground">{hint}</p>
      </div>
      <dl className="grid grid-cols-3 gap-2">
        <Stat label="Now" value={now} emphasis />
        <Stat label="30 days ago" value={format(first)} />
      </dl>
      <DailyChart days={days} values={levels} tone={tone} format={format} summary={summary} kind="line" />
      <p className="text-xs text-muted-foreground">{note}</p>
    </Card>
  )
}

export function Stat({ label, value, emphasis = false }: { label: string; value: string; emphasis?: boolean }) {
  return (
    <div className="grid min-w-0 gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className={emphasis ? 'truncate text-xl font-semibold text-plum tabular-nums' : 'truncate text-base font-medium tabular-nums'}>{value}</dd>
    </div>
  )
}

/** The chart in words: its total, its busiest day and today. */
function summarise(title: string, figure: OverviewFigure, days: string[], format: (value: number) => string): string {
  const highest = figure.daily.reduce((best, value, index) => (value > (figure.daily[best] ?? 0) ? index : best), 0)
  const peak = figure.daily[highest] ?? 0
  const busiest = peak > 0 ? `, most on ${formatUtcDay(days[highest] ?? '')} (${format(peak)})` : ''
  return `${title} per day over the last 30 days (UTC): ${format(figure.last30Days)} in all${busiest}; today ${format(figure.today)}.`
}
