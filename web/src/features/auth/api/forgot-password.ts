import { useMutation } from '@tanstack/react-query'
import { z } from 'zod'
import { apiJson } from '@/lib/api-client'
import { emailSchema } from './schemas'

export const forgotPasswordInputSchema = z.object({ email: emailSchema })

export type ForgotPasswordInput = z.infer<typeof forgotPasswordInputSchema>

/** The server answers the same way whether or not the address has an account. */
export const RESET_LINK_SENT_MESSAGE = "If an account exists for that email, we've sent a link to reset the password."

export async function requestPasswordReset(input: ForgotPasswordInput): Promise<{ message: string }> {
  const data = await apiJson<{ message?: unknown } | null>('POST', '/api/auth/forgot-password', input)
  return { message: typeof data?.message === 'string' ? data.message : RESET_LINK_SENT_MESSAGE }
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset })
}
