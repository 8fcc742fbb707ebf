import { toast, type ToastLink } from '@/lib/toast'
import { formatZonedWallClock } from '@/lib/time-zones'
import type { SendView } from './api/send-view'

/** "Sam", "Sam and Ana", "Sam, Ana and Lee", "Sam, Ana and 3 others". */
export function recipientNames(names: string[]): string {
  if (names.length <= 1) return names[0] ?? ''
  if (names.length <= 3) return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`
  return `${names.slice(0, 2).join(', ')} and ${names.length - 2} others`
}

/** Says where the card went, or when it will, with a way to follow it on /sent. */
export function toastSent(send: SendView, { edited, link }: { edited: boolean; link: ToastLink }) {
  const to = recipientNames(send.recipients.map((recipient) => recipient.name))
  if (send.sendAt) {
    toast({
      title: `Card scheduled for ${formatZonedWallClock(send.sendAt, send.timeZone)}`,
      description: `${edited ? 'Changes saved. ' : ''}It goes to ${to} then. You can change or cancel it until it leaves.`,
      link,
    })
    return
  }
  toast({
    title: `Card sent to ${to}`,
    description: "See when it's opened, and any thank-you, under Sent cards.",
    link,
  })
}
