import type { ReactNode } from 'react'
import { Label } from './label'

interface FormFieldProps {
  id: string
  label: string
  error?: string
  /** Extra content on the label's line, such as a "Forgot your password?" link. */
  labelAside?: ReactNode
  children: ReactNode
}

/** A label, its control and the control's error message, wired for screen readers:
 * give the control `id`, `aria-invalid` and `aria-describedby={fieldErrorId(id)}`. */
export function FormField({ id, label, error, labelAside, children }: FormFieldProps) {
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between gap-3">
        <Label htmlFor={id}>{label}</Label>
        {labelAside}
      </div>
      {children}
      {error ? (
        <p id={fieldErrorId(id)} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  )
}

export function fieldErrorId(id: string) {
  return `${id}-error`
}
