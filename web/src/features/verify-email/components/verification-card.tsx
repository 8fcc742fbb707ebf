import { LoaderCircle, MailCheck, MailX } from 'lucide-react'
import type { ReactNode } from 'react'
import { WarmBackdrop } from '@/components/brand/warm-backdrop'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { cn } from '@/lib/utils'

const TONES = {
  confirming: { Icon: LoaderCircle, badge: 'bg-secondary text-primary', icon: 'animate-spin' },
  confirmed: { Icon: MailCheck, badge: 'bg-emerald-50 text-emerald-700', icon: '' },
  failed: { Icon: MailX, badge: 'bg-destructive/10 text-destructive', icon: '' },
}

interface VerificationCardProps {
  tone: keyof typeof TONES
  title: string
  message: string
  /** What to do next. */
  children?: ReactNode
}

/** One state of the confirmation page, centred over the account screens' backdrop. */
export function VerificationCard({ tone, title, message, children }: VerificationCardProps) {
  const { Icon, badge, icon } = TONES[tone]
  return (
    <div className="relative isolate overflow-hidden">
      <WarmBackdrop />
      <div className="mx-auto flex min-h-[60vh] max-w-md items-center px-4 py-10 sm:py-16 lg:py-20">
        {/* The card stays mounted while its content changes, so screen readers hear the result. */}
        <Card className="w-full text-center" aria-live="polite" aria-busy={tone === 'confirming'}>
          <CardHeader className="items-center">
            <span className={cn('mb-2 flex size-14 items-center justify-center rounded-full', badge)}>
              <Icon aria-hidden className={cn('size-7', icon)} />
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
