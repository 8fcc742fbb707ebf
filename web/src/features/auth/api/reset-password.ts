import { useMutation } from '@tanstack/react-query'
import { z } from 'zod'
import { newPasswordSchema, passwordsMatch } from '@/lib/account-rules'
import { api } from '@/lib/api'
import type { components } from '@/lib/api-types'
import { messageOf } from '@/lib/message-response'
import type { MutationConfig } from '@/lib/query-client'

export const resetPasswordFormSchema = z
  .object({ password: newPasswordSchema, confirmPassword: z.string() })
  .refine(...passwordsMatch<{ password: string; confirmPassword: string }>('password'))

export type ResetPasswordFormValues = z.infer<typeof resetPasswordFormSchema>
export type ResetPasswordInput = Required<components['schemas']['ResetPasswordRequest']>

export const PASSWORD_RESET_DONE_MESSAGE = 'Your password has been reset. You can now log in.'
export const INVALID_RESET_LINK_MESSAGE = 'This reset link is invalid or has expired.'

export async function resetPassword(input: ResetPasswordInput): Promise<{ message: string }> {
  return messageOf(await api.POST('/api/auth/reset-password', { body: input }), PASSWORD_RESET_DONE_MESSAGE)
}

export function useResetPassword({ mutationConfig }: { mutationConfig?: MutationConfig<typeof resetPassword> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: resetPassword })
}
