import { useEffect, useRef, useState } from 'react'
import type uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import { CHART_TONES, type ChartTone } from './chart-tones'
import { loadChartLibrary } from './load-chart-library'
import { formatUtcDay } from './overview-format'

interface DailyChartProps {
  /** `YYYY-MM-DD`, oldest first. */
  days: string[]
  /** One value per day. */
  values: number[]
  /** Read out in place of the picture. */
  summary: string
  format: (value: number) => string
  tone: ChartTone
  /** Bars for counts of things; a line for a level (a balance). */
  kind?: 'bars' | 'line'
}

const HEIGHT = 64

/** A small chart of a figure's 30 days (uPlot, drawn on a canvas). Pointing at a day shows its
 * value underneath; screen readers get `summary` instead of the picture. */
export function DailyChart({ days, values, summary, format, tone, kind = 'bars' }: DailyChartProps) {
  const holder = useRef<HTMLDivElement>(null)
  const [pointed, setPointed] = useState<number | null>(null)

  useEffect(() => {
    const target = holder.current
    if (!target) return
    let chart: uPlot | null = null
    let resized: ResizeObserver | null = null
    let gone = false
    void loadChartLibrary().then((UPlot) => {
      if (gone) return
      const colour = CHART_TONES[tone]
      const seconds = days.map((day) => Date.parse(`${day}T00:00:00Z`) / 1000)
      const drawn = new UPlot(
        {
          width: Math.max(target.clientWidth, 120),
          height: HEIGHT,
          padding: [4, 0, 0, 0],
          legend: { show: false },
          cursor: { y: false, points: { show: kind === 'line' }, drag: { x: false, y: false } },
          select: { show: false, left: 0, top: 0, width: 0, height: 0 },
          scales: {
            x: { time: true },
            // Zero at the bottom, so bars of small counts do not look like big swings.
            y: { range: (_chart, min, max) => [Math.min(0, min), Math.max(max, 1)] },
          },
          axes: [{ show: false }, { show: false }],
          series: [
            {},
            kind === 'bars'
              ? { stroke: colour, fill: colour, paths: UPlot.paths.bars?.({ size: [0.72, 24], gap: 1 }), points: { show: false } }
              : { stroke: colour, width: 2, fill: `${colour}22`, points: { show: false } },
          ],
          hooks: { setCursor: [(self) => setPointed(self.cursor.idx ?? null)] },
        },
        [seconds, values],
        target,
      )
      chart = drawn
      // The cards change width with the window.
      if (typeof ResizeObserver !== 'undefined') {
        resized = new ResizeObserver(() => drawn.setSize({ width: Math.max(target.clientWidth, 120), height: HEIGHT }))
        resized.observe(target)
      }
    }).catch(() => {
      // A chunk that failed to load leaves the figures and the chart's words: nothing to add.
    })
    return () => {
      gone = true
      resized?.disconnect()
      chart?.destroy()
    }
  }, [days, values, tone, kind])

  return (
    <div className="grid gap-1">
      <div ref={holder} role="img" aria-label={summary} className="h-16 w-full overflow-hidden border-b border-border" />
      <p className="flex justify-between text-xs text-muted-foreground tabular-nums" aria-hidden>
        {pointed === null || days[pointed] === undefined ? (
          <>
            <span>{formatUtcDay(days[0] ?? '')}</span>
            <span>Today</span>
          </>
        ) : (
          <>
            <span>{formatUtcDay(days[pointed])}</span>
            <span className="font-medium text-foreground">{format(values[pointed] ?? 0)}</span>
          </>
        )}
      </p>
    </div>
  )
}
