import { Ban, CircleAlert, Clock, Heart, MailCheck, MailOpen, type LucideIcon } from 'lucide-react'
import { RECIPIENT_STATUSES, type RecipientStatus } from '@/components/sending/api/send-view'
import { cn } from '@/lib/utils'

const STATUS_LOOK: Record<RecipientStatus, { label: string; icon: LucideIcon; className: string }> = {
  scheduled: { label: 'Scheduled', icon: Clock, className: 'border-amber-300 bg-accent-soft text-amber-900' },
  sent: { label: 'Sent', icon: MailCheck, className: 'border-sky-200 bg-sky-50 text-sky-900' },
  opened: { label: 'Opened', icon: MailOpen, className: 'border-emerald-200 bg-emerald-50 text-emerald-900' },
  thanked: { label: 'Thanked', icon: Heart, className: 'border-primary/30 bg-secondary text-secondary-foreground' },
  failed: { label: 'Failed', icon: CircleAlert, className: 'border-destructive/30 bg-destructive/5 text-destructive' },
  cancelled: { label: 'Cancelled', icon: Ban, className: 'border-border bg-muted text-muted-foreground' },
}

function isKnownStatus(status: string): status is RecipientStatus {
  return (RECIPIENT_STATUSES as readonly string[]).includes(status)
}

/** "Sent", "Opened", "Thanked"…: one recipient's copy at a glance, in words and colour. */
export function RecipientStatusBadge({ status }: { status: string }) {
  const look = isKnownStatus(status)
    ? STATUS_LOOK[status]
    : { label: status.charAt(0).toUpperCase() + status.slice(1), icon: MailCheck, className: STATUS_LOOK.cancelled.className }
  const Icon = look.icon
  return (
    <span
      className={cn(
        'inline-flex h-6 shrink-0 items-center gap-1 rounded-full border px-2.5 text-xs font-semibold whitespace-nowrap',
        look.className,
      )}
    >
      <Icon aria-hidden className="size-3.5" />
      {look.label}
    </span>
  )
}
