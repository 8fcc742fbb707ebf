import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { getErrorMessage, getFieldErrors } from '@/lib/api-client'

/**
 * Puts a failed submission on the form: messages the server tied to one of `fields`
 * appear under those fields; anything else is returned for the form-level alert.
 */
export function applyServerError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  fallback: string,
): string | null {
  let placedOnField = false
  for (const [field, message] of Object.entries(getFieldErrors(error))) {
    const known = fields.find((name) => name === field)
    if (known) {
      setError(known, { type: 'server', message }, { shouldFocus: !placedOnField })
      placedOnField = true
    }
  }
  return placedOnField ? null : getErrorMessage(error, fallback)
}
