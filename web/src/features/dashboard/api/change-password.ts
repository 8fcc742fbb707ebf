import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { newPasswordSchema, passwordsMatch } from '@/lib/account-rules'
import { api } from '@/lib/api'
import type { components } from '@/lib/api-types'
import { messageOf } from '@/lib/message-response'
import type { MutationConfig } from '@/lib/query-client'
import { devicesQueryOptions } from './get-devices'

export const changePasswordInputSchema = z.object({
  currentPassword: z.string().min(1, 'Please enter your current password'),
  newPassword: newPasswordSchema,
}) satisfies z.ZodType<components['schemas']['ChangePasswordRequest']>

export const changePasswordFormSchema = changePasswordInputSchema
  .extend({ confirmPassword: z.string() })
  .refine(...passwordsMatch<{ newPassword: string; confirmPassword: string }>('newPassword'))
  .refine((values) => values.newPassword !== values.currentPassword, {
    message: 'Choose a password different from your current one',
    path: ['newPassword'],
  })

export type ChangePasswordFormValues = z.infer<typeof changePasswordFormSchema>
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>

export const PASSWORD_CHANGED_FALLBACK = 'Your password has been changed.'
export const PASSWORD_NOT_CHANGED_FALLBACK = 'Could not change your password. Please try again.'

export async function changePassword(input: ChangePasswordInput): Promise<{ message: string }> {
  return messageOf(await api.POST('/api/account/password', { body: input }), PASSWORD_CHANGED_FALLBACK)
}

/** Changes the password; the other devices are signed out with it, so their list is read again. */
export function useChangePassword({ mutationConfig }: { mutationConfig?: MutationConfig<typeof changePassword> } = {}) {
  const queryClient = useQueryClient()
  const { onSuccess, ...config } = mutationConfig ?? {}
  return useMutation({
    ...config,
    mutationFn: changePassword,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: devicesQueryOptions.queryKey })
      return onSuccess?.(...args)
    },
  })
}
