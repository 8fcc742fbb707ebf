import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { getErrorMessage, getFieldErrors } from '@/lib/api-client'

/**
 * The form's fields the server may name: their names when the form uses the server's, or the
 * server's name of each one → the form's, where the form renamed it (a field's name is its
 * element id, so a form beside another with the same field takes a name of its own).
 */
export type ServerFields<T extends FieldValues> = readonly Path<T>[] | Readonly<Record<string, Path<T>>>

function formFieldFor<T extends FieldValues>(fields: ServerFields<T>, serverField: string): Path<T> | undefined {
  if (isFieldList(fields)) return fields.find((name) => name === serverField)
  return Object.hasOwn(fields, serverField) ? fields[serverField] : undefined
}

// Array.isArray does not narrow a readonly array out of a union.
function isFieldList<T extends FieldValues>(fields: ServerFields<T>): fields is readonly Path<T>[] {
  return Array.isArray(fields)
}

/**
 * Puts a failed submission on the form: messages the server tied to one of `fields`
 * appear under those fields; anything else is returned for the form-level alert.
 */
export function applyServerError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: ServerFields<T>,
  fallback: string,
): string | null {
  let placedOnField = false
  for (const [field, message] of Object.entries(getFieldErrors(error))) {
    const known = formFieldFor(fields, field)
    if (known) {
      setError(known, { type: 'server', message }, { shouldFocus: !placedOnField })
      placedOnField = true
    }
  }
  return placedOnField ? null : getErrorMessage(error, fallback)
}
