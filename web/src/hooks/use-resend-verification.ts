import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api'
import { ApiError, getErrorMessage } from '@/lib/api-client'
import { invalidateEmailConfirmedQueries } from '@/lib/invalidate'
import { messageOf } from '@/lib/message-response'
import { toast } from '@/lib/toast'

/**
 * "Resend" on every prompt to confirm the email address (the banner, the dashboard, a failed
 * confirmation link): one endpoint and one way of answering, so the prompts cannot drift apart.
 */

export const VERIFICATION_EMAIL_SENT_FALLBACK = "We've sent a new confirmation link."
export const VERIFICATION_EMAIL_FAILED_FALLBACK = 'We could not send the email just now. Please try again in a moment.'

/** Mails the signed-in user a fresh confirmation link (202; 409 once confirmed; 429 when asked too often). */
export async function sendVerificationEmail(): Promise<{ message: string }> {
  return messageOf(await api.POST('/api/auth/verification-email'), VERIFICATION_EMAIL_SENT_FALLBACK)
}

export function useResendVerification() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: sendVerificationEmail,
    onSuccess: ({ message }) => toast({ title: 'Confirmation email sent', description: message }),
    onError: (error) => {
      const description = getErrorMessage(error, VERIFICATION_EMAIL_FAILED_FALLBACK)
      if (error instanceof ApiError && error.status === 409) {
        // Confirmed meanwhile (another tab, another device): good news, and the prompts should go.
        toast({ title: 'Already confirmed', description })
        void invalidateEmailConfirmedQueries(queryClient)
        return
      }
      toast({ variant: 'destructive', title: 'Email not sent', description })
    },
  })
}
