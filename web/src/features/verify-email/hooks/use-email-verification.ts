import { useEffect, useRef } from 'react'
import { ApiError, getErrorMessage } from '@/lib/api-client'
import { INCOMPLETE_LINK_MESSAGE, INVALID_LINK_MESSAGE, NOT_CONFIRMED_MESSAGE, useVerifyEmail } from '../api/verify-email'

export type VerificationOutcome =
  | { status: 'confirming' }
  | { status: 'confirmed'; message: string }
  | { status: 'failed'; message: string }

/**
 * Sends the link's token once, as the page opens. The token works only once, so the guard
 * keeps React's StrictMode (which runs effects twice in development) and re-renders from
 * spending it a second time and showing "invalid" for a link that just worked.
 */
export function useEmailVerification(token: string | null): VerificationOutcome {
  const { mutate, data, error, isSuccess, isError } = useVerifyEmail()
  const sentToken = useRef<string | null>(null)

  useEffect(() => {
    if (!token || sentToken.current === token) return
    sentToken.current = token
    mutate({ token })
  }, [token, mutate])

  if (!token) return { status: 'failed', message: INCOMPLETE_LINK_MESSAGE }
  if (isSuccess) return { status: 'confirmed', message: data.message }
  if (isError) return { status: 'failed', message: failureMessage(error) }
  return { status: 'confirming' }
}

function failureMessage(error: Error): string {
  // A 4xx is the server judging the link. A 5xx or no answer says nothing about the link, whose
  // token is then most likely unspent: opening it again is the way on.
  if (error instanceof ApiError && error.status < 500) return getErrorMessage(error, INVALID_LINK_MESSAGE)
  return NOT_CONFIRMED_MESSAGE
}
