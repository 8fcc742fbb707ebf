import { useMutation } from '@tanstack/react-query'
import { z } from 'zod'
import { emailSchema } from '@/lib/account-rules'
import { api } from '@/lib/api'
import type { components } from '@/lib/api-types'
import { messageOf } from '@/lib/message-response'
import type { MutationConfig } from '@/lib/query-client'

export const forgotPasswordInputSchema = z.object({
  email: emailSchema,
}) satisfies z.ZodType<components['schemas']['ForgotPasswordRequest']>

export type ForgotPasswordInput = z.infer<typeof forgotPasswordInputSchema>

/** The server answers the same way whether or not the address has an account. */
export const RESET_LINK_SENT_MESSAGE = "If an account exists for that email, we've sent a link to reset the password."

export async function requestPasswordReset(input: ForgotPasswordInput): Promise<{ message: string }> {
  return messageOf(await api.POST('/api/auth/forgot-password', { body: input }), RESET_LINK_SENT_MESSAGE)
}

export function useRequestPasswordReset({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof requestPasswordReset> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: requestPasswordReset })
}
