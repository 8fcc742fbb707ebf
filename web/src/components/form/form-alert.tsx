import type { ReactNode } from 'react'
import { Alert } from '@/components/ui/alert'

/** The form-level message of a failed submission; nothing when there is none. */
export function FormAlert({ message, children }: { message: string | null; children?: ReactNode }) {
  if (!message) return null
  return (
    <Alert>
      {children ? <p>{message}</p> : message}
      {children}
    </Alert>
  )
}
