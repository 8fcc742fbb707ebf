import { LoaderCircle } from 'lucide-react'
import { Button, type ButtonProps } from '@/components/ui/button'
import { useResendVerification } from '@/hooks/use-resend-verification'

type ResendVerificationButtonProps = Pick<ButtonProps, 'variant' | 'size' | 'className' | 'children'>

/** Sends a new confirmation link and says how it went in a toast. Disabled while sending, so
 * an impatient second click cannot mail twice. */
export function ResendVerificationButton({ children = 'Resend', ...buttonProps }: ResendVerificationButtonProps) {
  const resend = useResendVerification()
  return (
    <Button {...buttonProps} disabled={resend.isPending} aria-busy={resend.isPending} onClick={() => resend.mutate()}>
      {resend.isPending ? <LoaderCircle aria-hidden className="animate-spin" /> : null}
      {children}
    </Button>
  )
}
