import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { emailSchema, PASSWORD_MIN_LENGTH } from '@/lib/account-rules'
import { api } from '@/lib/api'
import { clearCsrfToken } from '@/lib/api-client'
import type { components } from '@/lib/api-types'
import { setSignedInUser, userSchema, type User } from '@/lib/auth'
import type { MutationConfig } from '@/lib/query-client'

export const loginInputSchema = z.object({
  email: emailSchema,
  password: z.string().min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`),
}) satisfies z.ZodType<components['schemas']['LoginRequest']>

export type LoginInput = z.infer<typeof loginInputSchema>

export const LOGIN_FAILED_FALLBACK = 'Invalid email or password'

export async function login(input: LoginInput): Promise<User> {
  return userSchema.parse(await api.POST('/api/auth/login', { body: input }))
}

export function useLogin({ mutationConfig }: { mutationConfig?: MutationConfig<typeof login> } = {}) {
  const queryClient = useQueryClient()
  const { onSuccess, ...config } = mutationConfig ?? {}
  return useMutation({
    ...config,
    mutationFn: login,
    onSuccess: (user, ...rest) => {
      // The server issued a new session, and with it a new CSRF token.
      clearCsrfToken()
      void setSignedInUser(queryClient, user)
      return onSuccess?.(user, ...rest)
    },
  })
}
