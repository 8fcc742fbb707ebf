import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { ApiError, getErrorMessage } from '@/lib/api-client'
import { toast } from '@/lib/toast'
import { REPORT_FAILED_FALLBACK, useReportCard } from '../api/report-card'

interface ReportDialogProps {
  token: string
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The card is disabled (by this report, or already before it). */
  onReported: () => void
}

/** Asks before reporting a card as abuse, which disables it for everyone at once. */
export function ReportDialog({ token, open, onOpenChange, onReported }: ReportDialogProps) {
  const report = useReportCard({
    mutationConfig: {
      onSuccess: onReported,
      onError: (error) => {
        // 410: reported (or taken back) already; either way it is disabled, as asked.
        if (error instanceof ApiError && error.status === 410) return onReported()
        toast({ variant: 'destructive', title: 'Report not sent', description: getErrorMessage(error, REPORT_FAILED_FALLBACK) })
      },
    },
  })
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Report this card?"
      description="Report a card that is abusive, threatening or spam. It will be disabled at once for everyone it was sent to. This can't be undone."
      confirmLabel="Report and disable"
      pending={report.isPending}
      onConfirm={() => report.mutate(token)}
    />
  )
}
