import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { displayNameSchema, emailSchema, newPasswordSchema, passwordsMatch, usernameSchema } from '@/lib/account-rules'
import { api } from '@/lib/api'
import { clearCsrfToken } from '@/lib/api-client'
import type { components } from '@/lib/api-types'
import { setSignedInUser, userSchema, type User } from '@/lib/auth'
import type { MutationConfig } from '@/lib/query-client'

export const signupInputSchema = z.object({
  username: usernameSchema,
  displayName: displayNameSchema,
  email: emailSchema,
  password: newPasswordSchema,
}) satisfies z.ZodType<components['schemas']['SignupRequest']>

/** The form adds a second password box to catch typos. */
export const signupFormSchema = signupInputSchema
  .extend({ confirmPassword: z.string() })
  .refine(...passwordsMatch<{ password: string; confirmPassword: string }>('password'))

export type SignupFormValues = z.infer<typeof signupFormSchema>
export type SignupInput = z.infer<typeof signupInputSchema>

export const SIGNUP_FAILED_FALLBACK = 'Could not create account. Please try again.'

export async function signup(input: SignupInput): Promise<User> {
  return userSchema.parse(await api.POST('/api/auth/signup', { body: input }))
}

export function useSignup({ mutationConfig }: { mutationConfig?: MutationConfig<typeof signup> } = {}) {
  const queryClient = useQueryClient()
  const { onSuccess, ...config } = mutationConfig ?? {}
  return useMutation({
    ...config,
    mutationFn: signup,
    onSuccess: (user, ...rest) => {
      clearCsrfToken()
      void setSignedInUser(queryClient, user)
      return onSuccess?.(user, ...rest)
    },
  })
}
