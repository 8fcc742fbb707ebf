import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '@/lib/api'
import type { components } from '@/lib/api-types'
import { userSchema, type User } from '@/lib/auth'
import type { MutationConfig } from '@/lib/query-client'
import { rememberSignIn } from './login'

/** Six digits from the app; a recovery code (`xxxxx-xxxxx`) is typed in the same box. */
export const loginCodeFormSchema = z.object({
  code: z.string().trim().min(1, 'Enter the code from your authenticator app'),
})

export type LoginCodeFormValues = z.infer<typeof loginCodeFormSchema>

export type LoginCodeInput = components['schemas']['LoginCodeRequest']

export const CODE_FAILED_FALLBACK = 'Could not check the code. Please try again.'

/** The second step of a sign-in with two-step sign-in on. */
export async function loginCode(input: LoginCodeInput): Promise<User> {
  return userSchema.parse(await api.POST('/api/auth/login/code', { body: input }))
}

export function useLoginCode({ mutationConfig }: { mutationConfig?: MutationConfig<typeof loginCode> } = {}) {
  const queryClient = useQueryClient()
  const { onSuccess, ...config } = mutationConfig ?? {}
  return useMutation({
    ...config,
    mutationFn: loginCode,
    onSuccess: (user, ...rest) => {
      rememberSignIn(queryClient, user)
      return onSuccess?.(user, ...rest)
    },
  })
}
