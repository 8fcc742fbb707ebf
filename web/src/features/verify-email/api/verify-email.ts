import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api'
import { invalidateEmailConfirmedQueries } from '@/lib/invalidate'
import { messageOf } from '@/lib/message-response'
import type { MutationConfig } from '@/lib/query-client'

/** The token from the emailed link; it names the account, so no sign-in is needed. */
export interface VerifyEmailInput {
  token: string
}

export const EMAIL_CONFIRMED_MESSAGE = 'Your email address is confirmed.'
export const INVALID_LINK_MESSAGE = 'This confirmation link is invalid or has expired.'
export const INCOMPLETE_LINK_MESSAGE = 'This confirmation link is incomplete.'
/** When the server could not answer at all: the token is most likely still unused. */
export const NOT_CONFIRMED_MESSAGE = "We couldn't confirm your email address just now. Please open the link again in a moment."

export async function verifyEmail(input: VerifyEmailInput): Promise<{ message: string }> {
  return messageOf(await api.POST('/api/auth/verify-email', { body: input }), EMAIL_CONFIRMED_MESSAGE)
}

export function useVerifyEmail({ mutationConfig }: { mutationConfig?: MutationConfig<typeof verifyEmail> } = {}) {
  const queryClient = useQueryClient()
  const { onSuccess, ...config } = mutationConfig ?? {}
  return useMutation({
    ...config,
    mutationFn: verifyEmail,
    onSuccess: async (...args) => {
      // Waited for, so the page shows its result with the refreshed user (and any signup bonus).
      await invalidateEmailConfirmedQueries(queryClient)
      return onSuccess?.(...args)
    },
  })
}
