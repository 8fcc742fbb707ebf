import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { WarmBackdrop } from '@/components/brand/warm-backdrop'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { cn } from '@/lib/utils'

/** The badge colours of each kind of notice. */
const TONES = {
  neutral: 'bg-secondary text-primary',
  success: 'bg-emerald-50 text-emerald-700',
  failure: 'bg-destructive/10 text-destructive',
}

export type NoticeTone = keyof typeof TONES

interface NoticeCardProps {
  icon: LucideIcon
  tone?: NoticeTone
  /** Extra classes for the icon, e.g. `animate-spin` while something is under way. */
  iconClassName?: string
  title: string
  message: ReactNode
  /** True while the outcome is still coming (a screen reader then waits for it). */
  busy?: boolean
  /** What to do next. */
  children?: ReactNode
}

/**
 * A page that is one message: a link's outcome (an email confirmed, a card that is gone, an
 * address unsubscribed), centred over the warm backdrop. The card stays mounted while its
 * content changes, so screen readers hear the result.
 */
export function NoticeCard({ icon: Icon, tone = 'neutral', iconClassName, title, message, busy, children }: NoticeCardProps) {
  return (
    <div className="relative isolate overflow-hidden">
      <WarmBackdrop />
      <div className="mx-auto flex min-h-[60vh] max-w-md items-center px-4 py-10 sm:py-16 lg:py-20">
        <Card className="w-full text-center" aria-live="polite" aria-busy={busy}>
          <CardHeader className="items-center">
            <span className={cn('mb-2 flex size-14 items-center justify-center rounded-full', TONES[tone])}>
              <Icon aria-hidden className={cn('size-7', iconClassName)} />
            </span>
            <CardTitle className="text-balance">{title}</CardTitle>
            <CardDescription className="text-base text-pretty">{message}</CardDescription>
          </CardHeader>
          {children ? <CardContent className="grid gap-3 pt-2">{children}</CardContent> : null}
        </Card>
      </div>
    </div>
  )
}
