import { LoaderCircle, MailCheck, MailX } from 'lucide-react'
import type { ReactNode } from 'react'
import { NoticeCard, type NoticeTone } from '@/components/ui/notice-card'

const TONES = {
  confirming: { icon: LoaderCircle, tone: 'neutral', iconClassName: 'animate-spin' },
  confirmed: { icon: MailCheck, tone: 'success', iconClassName: undefined },
  failed: { icon: MailX, tone: 'failure', iconClassName: undefined },
} satisfies Record<string, { icon: typeof MailX; tone: NoticeTone; iconClassName: string | undefined }>

interface VerificationCardProps {
  tone: keyof typeof TONES
  title: string
  message: string
  /** What to do next. */
  children?: ReactNode
}

/** One state of the confirmation page, centred over the account screens' backdrop. */
export function VerificationCard({ tone, title, message, children }: VerificationCardProps) {
  return (
    <NoticeCard {...TONES[tone]} title={title} message={message} busy={tone === 'confirming'}>
      {children}
    </NoticeCard>
  )
}
