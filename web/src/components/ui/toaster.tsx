import type { MouseEvent } from 'react'
import { dismissToast, useToasts, type ToastLink } from '@/lib/toast'
import { Toast, ToastAction, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast'

export const TOAST_DURATION_MS = 5000

/** Renders the toast queue: one toast at a time, 5 s on screen, swipe right to dismiss,
 * F8 jumps to the notification area. */
export function Toaster() {
  const toasts = useToasts()
  return (
    <ToastProvider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50}>
      {toasts.map(({ id, title, description, link, variant, duration, open }) => (
        <Toast
          key={id}
          variant={variant}
          duration={duration}
          open={open}
          onOpenChange={(isOpen) => {
            if (!isOpen) dismissToast(id)
          }}
        >
          <div className="grid gap-1">
            <ToastTitle>{title}</ToastTitle>
            {description ? <ToastDescription>{description}</ToastDescription> : null}
            {link ? <ToastLinkAction link={link} /> : null}
          </div>
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport hotkey={['F8']} />
    </ToastProvider>
  )
}

/** A real link (a middle click opens a tab) that moves within the app on a plain click. */
function ToastLinkAction({ link }: { link: ToastLink }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const plainClick = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
    if (!link.navigate || !plainClick) return
    event.preventDefault()
    link.navigate(link.href)
  }
  return (
    <ToastAction asChild altText={`${link.label}: ${link.href}`}>
      <a href={link.href} onClick={onClick}>
        {link.label}
      </a>
    </ToastAction>
  )
}
