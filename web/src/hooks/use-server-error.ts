import { useState } from 'react'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { getErrorMessage } from '@/lib/api-client'
import { applyServerError } from '@/lib/form-errors'

/**
 * A form's answer to a failed submission: messages the server tied to one of `fields` go under
 * those fields, anything else becomes the form-level `message` (shown with <FormAlert>).
 */
export function useServerError<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError'>,
  fields: readonly Path<T>[],
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
