import { LoaderCircle, MailCheck, MailMinus, MailX } from 'lucide-react'
import { useSearchParams } from 'react-router'
import { HomeButton } from '@/components/notices/notice-actions'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { NoticeCard } from '@/components/ui/notice-card'
import { ApiError, getErrorMessage } from '@/lib/api-client'
import { UNSUBSCRIBE_FAILED_FALLBACK, UNSUBSCRIBE_INVALID_MESSAGE, useUnsubscribe } from '../api/unsubscribe'

/** /unsubscribe?email=…&token=…: the visible link at the foot of every card email. Nothing
 * happens until the button is pressed (mail scanners open links too). */
export function UnsubscribeRoute() {
  const [searchParams] = useSearchParams()
  const email = searchParams.get('email')?.trim() ?? ''
  const token = searchParams.get('token')?.trim() ?? ''
  const unsubscribe = useUnsubscribe()
  const rejected = unsubscribe.error instanceof ApiError && unsubscribe.error.status === 400

  if (!email || !token || rejected) {
    return (
      <NoticeCard
        icon={MailX}
        tone="failure"
        title={UNSUBSCRIBE_INVALID_MESSAGE}
        message="Please open the link from the email again, or copy the whole address: links sometimes break across lines."
      >
        <HomeButton />
      </NoticeCard>
    )
  }
  if (unsubscribe.isSuccess) {
    return (
      <NoticeCard
        icon={MailCheck}
        tone="success"
        title="You're unsubscribed"
        message={
          <>
            You won't receive cards from Cardsmith at <span className="[overflow-wrap:anywhere]">{email}</span> any more.
          </>
        }
      >
        <HomeButton />
      </NoticeCard>
    )
  }
  return (
    <NoticeCard
      icon={MailMinus}
      title="Unsubscribe from Cardsmith cards"
      busy={unsubscribe.isPending}
      message="No one will be able to send you a card through Cardsmith at this address. Cards you already received stay yours to open."
    >
      <p className="rounded-md border bg-muted/60 px-4 py-2.5 font-semibold [overflow-wrap:anywhere] text-foreground">
        {email}
      </p>
      {unsubscribe.isError ? (
        <Alert className="text-left">{getErrorMessage(unsubscribe.error, UNSUBSCRIBE_FAILED_FALLBACK)}</Alert>
      ) : null}
      <Button size="lg" disabled={unsubscribe.isPending} aria-busy={unsubscribe.isPending} onClick={() => unsubscribe.mutate({ email, token })}>
        {unsubscribe.isPending ? <LoaderCircle aria-hidden className="animate-spin" /> : null}
        Unsubscribe
      </Button>
      <p className="text-sm text-muted-foreground">Changed your mind? Just close this page.</p>
    </NoticeCard>
  )
}
