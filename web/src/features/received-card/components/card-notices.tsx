import { MailQuestionMark, MailX, ShieldCheck, WifiOff } from 'lucide-react'
import { HomeButton, RetryButton, WaysOn } from '@/components/notices/notice-actions'
import { NoticeCard } from '@/components/ui/notice-card'

/** 404: the link names no card, most often because it was cut short on its way from the email. */
export function CardNotFound() {
  return (
    <NoticeCard
      icon={MailQuestionMark}
      title="We couldn't find this card"
      message="Please check the link: open it straight from the email, or copy the whole address, as links sometimes break across lines."
    >
      <WaysOn />
    </NoticeCard>
  )
}

/** 410: the sender deleted the card, or it was reported. */
export function CardGone() {
  return (
    <NoticeCard
      icon={MailX}
      title="This card is no longer available"
      message="The sender may have deleted it, so it can't be opened any more. If you were looking forward to it, let them know: they can send you a new one."
    >
      <WaysOn />
    </NoticeCard>
  )
}

/** After a report: the card is off for everyone. */
export function CardReported() {
  return (
    <NoticeCard
      icon={ShieldCheck}
      tone="success"
      title="Thank you. This card has been disabled."
      message="Nobody can open it now, and no more copies of it will be sent. Our team will review it."
    >
      <HomeButton />
    </NoticeCard>
  )
}

/** The card could not be read (offline, or the server failed): try again. */
export function CardLoadFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <NoticeCard
      icon={WifiOff}
      tone="failure"
      title="We couldn't open your card"
      message="Please check your internet connection and try again. Your card is safe and waiting for you."
      busy={retrying}
    >
      <RetryButton onRetry={onRetry} retrying={retrying} />
    </NoticeCard>
  )
}
