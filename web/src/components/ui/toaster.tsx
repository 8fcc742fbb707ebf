import { dismissToast, useToasts } from '@/lib/toast'
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast'

export const TOAST_DURATION_MS = 5000

/** Renders the toast queue: one toast at a time, 5 s on screen, swipe right to dismiss,
 * F8 jumps to the notification area. */
export function Toaster() {
  const toasts = useToasts()
  return (
    <ToastProvider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50}>
      {toasts.map(({ id, title, description, variant, duration, open }) => (
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
          </div>
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport hotkey={['F8']} />
    </ToastProvider>
  )
}
