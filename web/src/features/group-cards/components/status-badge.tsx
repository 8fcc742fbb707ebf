import type { ReactNode } from 'react'
import { cn } from '@/lib/utils'

const TONES: Record<string, string> = {
  collecting: 'bg-amber-100 text-amber-900',
  sealed: 'bg-emerald-100 text-emerald-900',
  sent: 'bg-emerald-100 text-emerald-900',
  cancelled: 'bg-muted text-muted-foreground',
}

export function StatusBadge({ status, children }: { status: string; children: ReactNode }) {
  return (
    <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', TONES[status] ?? TONES.cancelled)}>
      {children}
    </span>
  )
}
