import { LoaderCircle } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'

interface SubmitButtonProps {
  pending: boolean
  pendingLabel: string
  children: ReactNode
  /** Full width by default, as on the sign-in screens. */
  className?: string
  size?: 'default' | 'lg'
  /** `destructive` for a form that deletes something for good. */
  variant?: 'default' | 'destructive'
}

/** The form's main button: disabled with a spinner and `pendingLabel` while submitting. */
export function SubmitButton({
  pending,
  pendingLabel,
  children,
  className,
  size = 'lg',
  variant = 'default',
}: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      variant={variant}
      size={size}
      className={cn('w-full', className)}
      disabled={pending}
      aria-busy={pending}
    >
      {pending ? (
        <>
          <LoaderCircle aria-hidden className="animate-spin" />
          {pendingLabel}
        </>
      ) : (
        children
      )}
    </Button>
  )
}
