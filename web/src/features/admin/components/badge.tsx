import type { ReactNode } from 'react'
import { cn } from '@/lib/utils'

const TONES = {
  neutral: 'border-border bg-muted text-foreground',
  good: 'border-emerald-600/25 bg-emerald-50 text-emerald-800',
  warning: 'border-amber-600/30 bg-amber-50 text-amber-900',
  bad: 'border-destructive/30 bg-destructive/10 text-destructive',
}

export type BadgeTone = keyof typeof TONES

/** A short state beside a name: "Suspended", "Refused", "Two-step on". */
export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span className={cn('inline-flex items-center rounded border px-1.5 py-0.5 text-xs font-medium whitespace-nowrap', TONES[tone])}>
      {children}
    </span>
  )
}
