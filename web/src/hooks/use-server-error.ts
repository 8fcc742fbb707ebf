import { useState } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { getErrorMessage } from '@/lib/api-client'
import { applyServerError, type ServerFields } from '@/lib/form-errors'

/**
 * A form's answer to a failed submission: messages the server tied to one of `fields` go under
 * those fields (see ServerFields for a form that renamed them), anything else becomes the
 * form-level `message` (shown with <FormAlert>).
 */
export function useServerError<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError'>,
  fields: ServerFields<T>,
  fallback: string,
) {
  const [message, setMessage] = useState<string | null>(null)
  return {
    message,
    clear: () => setMessage(null),
    /** Shows the failure on the form and returns the server's message for a toast. */
    show: (error: unknown): string => {
      setMessage(applyServerError(error, form.setError, fields, fallback))
      return getErrorMessage(error, fallback)
    },
  }
}
