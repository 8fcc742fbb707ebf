import { LoaderCircle, RotateCw } from 'lucide-react'
import type { SendView, SentRecipient } from '@/components/sending/api/send-view'
import { Button } from '@/components/ui/button'
import { getErrorMessage } from '@/lib/api-client'
import { toast } from '@/lib/toast'
import { useResendToRecipient } from '../api/resend-to-recipient'
import { RecipientStatusBadge } from './recipient-status-badge'

export const RESEND_FAILED_FALLBACK = 'We could not send the card again. Please try again later.'

/** Everyone the card went to, with what became of their copy. */
export function RecipientList({ send }: { send: SendView }) {
  return (
    <ul aria-label="Recipients" className="divide-y rounded-lg border bg-background/60">
      {send.recipients.map((recipient) => (
        <RecipientItem key={recipient.id} sendId={send.id} recipient={recipient} />
      ))}
    </ul>
  )
}

function RecipientItem({ sendId, recipient }: { sendId: string; recipient: SentRecipient }) {
  const resend = useResendToRecipient({
    mutationConfig: {
      onSuccess: () => toast({ title: 'Card sent again', description: `A fresh copy is on its way to ${recipient.name}.` }),
      onError: (error) =>
        toast({ variant: 'destructive', title: 'Not sent again', description: getErrorMessage(error, RESEND_FAILED_FALLBACK) }),
    },
  })
  return (
    <li className="grid gap-2 px-3 py-3 sm:px-4">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
        <div className="min-w-0">
          <p className="truncate font-semibold text-foreground">{recipient.name}</p>
          <p className="truncate text-sm text-muted-foreground">{recipient.email}</p>
        </div>
        <div className="flex items-center gap-2">
          <RecipientStatusBadge status={recipient.status} />
          {recipient.canResend ? (
            <Button
              variant="outline"
              size="sm"
              className="max-sm:h-11"
              disabled={resend.isPending}
              aria-busy={resend.isPending}
              aria-label={`Send again to ${recipient.name}`}
              onClick={() => resend.mutate({ sendId, recipientId: recipient.id })}
            >
              {resend.isPending ? <LoaderCircle aria-hidden className="animate-spin" /> : <RotateCw aria-hidden />}
              Send again
            </Button>
          ) : null}
        </div>
      </div>
      {recipient.status === 'thanked' && recipient.thanks ? (
        <blockquote className="rounded-md border-l-4 border-primary/50 bg-secondary/50 px-3 py-2 text-sm whitespace-pre-line text-foreground">
          <span className="sr-only">Their thank-you: </span>
          {recipient.thanks}
        </blockquote>
      ) : null}
      {recipient.status === 'failed' ? (
        <p className="text-sm text-destructive">{recipient.failure ?? 'The email could not be delivered.'}</p>
      ) : null}
    </li>
  )
}
