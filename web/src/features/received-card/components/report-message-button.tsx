import { Flag } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { getErrorMessage } from '@/lib/api-client'
import { toast } from '@/lib/toast'
import { REPORT_MESSAGE_FAILED_FALLBACK, useReportMessage } from '../api/report-message'

/** "Report" under one signer's message: asks first, then takes the message off the card at once
 * while our team reviews it. The rest of the card stays as it is. */
export function ReportMessageButton({ token, messageId, signerName }: { token: string; messageId: string; signerName: string }) {
  const [open, setOpen] = useState(false)
  const report = useReportMessage({
    mutationConfig: {
      onSuccess: () => {
        setOpen(false)
        toast({ title: 'Message reported', description: 'It is hidden from the card while our team reviews it.' })
      },
      onError: (error) =>
        toast({ variant: 'destructive', title: 'Report not sent', description: getErrorMessage(error, REPORT_MESSAGE_FAILED_FALLBACK) }),
    },
  })
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className="h-8 px-2 text-xs text-muted-foreground"
        aria-label={`Report the message from ${signerName}`}
        onClick={() => setOpen(true)}
      >
        <Flag aria-hidden />
        Report
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Report the message from ${signerName}?`}
        description="Report a message that is abusive, threatening or spam. It will be hidden from the card at once, and our team will review it. The rest of the card stays as it is."
        confirmLabel="Report message"
        pending={report.isPending}
        onConfirm={() => report.mutate({ token, messageId })}
      />
    </>
  )
}
