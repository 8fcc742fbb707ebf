import { useMutation } from '@tanstack/react-query'
import { z } from 'zod'
import { apiJson } from '@/lib/api-client'
import { newPasswordSchema, PASSWORDS_DO_NOT_MATCH } from './schemas'

export const resetPasswordFormSchema = z
  .object({ password: newPasswordSchema, confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    message: PASSWORDS_DO_NOT_MATCH,
    path: ['confirmPassword'],
  })

export type ResetPasswordFormValues = z.infer<typeof resetPasswordFormSchema>

export const PASSWORD_RESET_DONE_MESSAGE = 'Your password has been reset. You can now log in.'
export const INVALID_RESET_LINK_MESSAGE = 'This reset link is invalid or has expired.'

export async function resetPassword(input: { token: string; password: string }): Promise<{ message: string }> {
  const data = await apiJson<{ message?: unknown } | null>('POST', '/api/auth/reset-password', input)
  return { message: typeof data?.message === 'string' ? data.message : PASSWORD_RESET_DONE_MESSAGE }
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword })
}
