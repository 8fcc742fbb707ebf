import { useMutation } from '@tanstack/react-query'
import { z } from 'zod'
import { apiJson, getErrorMessage } from '@/lib/api-client'
import { toast } from '@/lib/toast'

/** The same rules the server applies to every password. */
export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 128

export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, 'Please enter your current password'),
    newPassword: z
      .string()
      .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
      .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
    confirmPassword: z.string(),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  })
  .refine((values) => values.newPassword !== values.currentPassword, {
    message: 'Choose a password different from your current one',
    path: ['newPassword'],
  })

export type ChangePasswordFormValues = z.infer<typeof changePasswordFormSchema>
export type ChangePasswordInput = Pick<ChangePasswordFormValues, 'currentPassword' | 'newPassword'>

export const PASSWORD_CHANGED_FALLBACK = 'Your password has been changed.'
export const PASSWORD_NOT_CHANGED_FALLBACK = 'Could not change your password. Please try again.'

export async function changePassword(input: ChangePasswordInput): Promise<{ message: string }> {
  const data = await apiJson<{ message?: unknown } | null>('POST', '/api/account/password', input)
  return { message: typeof data?.message === 'string' ? data.message : PASSWORD_CHANGED_FALLBACK }
}

export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: ({ message }) => {
      toast({ title: 'Password changed', description: message })
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: 'Password not changed',
        description: getErrorMessage(error, PASSWORD_NOT_CHANGED_FALLBACK),
      })
    },
  })
}
