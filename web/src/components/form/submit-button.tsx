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
}

/** The form's main button: disabled with a spinner and `pendingLabel` while submitting. */
export function SubmitButton({ pending, pendingLabel, children, className, size = 'lg' }: SubmitButtonProps) {
  return (
    <Button type="submit" size={size} className={cn('w-full', className)} disabled={pending} aria-busy={pending}>
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
