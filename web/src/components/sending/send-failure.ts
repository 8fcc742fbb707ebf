import { ApiError, getErrorMessage, getFieldErrors } from '@/lib/api-client'
import { SEND_FIELDS } from './send-form'

/**
 * Why a send or an edit was refused, beyond a field the server named (those go under the
 * field): each kind gets its own message, and the unconfirmed address its own way out.
 */
export type SendFailure =
  | { kind: 'fields' }
  | { kind: 'unverified'; message: string }
  | { kind: 'daily-limit'; message: string }
  | { kind: 'gone'; message: string }
  | { kind: 'other'; message: string }

export const UNVERIFIED_FALLBACK = 'Please verify your email address before sending cards'
export const DAILY_LIMIT_FALLBACK = "You've reached today's limit of recipients. Please try again tomorrow."
export const CARD_GONE = 'This card is no longer in your gallery, so it cannot be sent.'
export const SEND_GONE = 'This sent card no longer exists. It may have been removed with its card.'
export const EDIT_REFUSED_FALLBACK = 'This card is already on its way and can no longer be changed'
export const SEND_FAILED_FALLBACK = 'We could not send your card. Please try again.'

export function sendFailureOf(error: unknown, editing: boolean): SendFailure {
  const status = error instanceof ApiError ? error.status : 0
  if (status === 400 && Object.keys(getFieldErrors(error)).some((field) => isSendField(field))) return { kind: 'fields' }
  if (status === 403) return { kind: 'unverified', message: getErrorMessage(error, UNVERIFIED_FALLBACK) }
  if (status === 429) return { kind: 'daily-limit', message: getErrorMessage(error, DAILY_LIMIT_FALLBACK) }
  if (status === 404) return { kind: 'gone', message: editing ? SEND_GONE : CARD_GONE }
  // 409 on an edit: it started going out (or was cancelled) meanwhile; the server says which.
  if (status === 409) return { kind: 'other', message: getErrorMessage(error, EDIT_REFUSED_FALLBACK) }
  return { kind: 'other', message: getErrorMessage(error, SEND_FAILED_FALLBACK) }
}

function isSendField(field: string): boolean {
  return (SEND_FIELDS as readonly string[]).includes(field)
}
