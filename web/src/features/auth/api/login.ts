import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
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

const codeNeededSchema = z.object({
  codeNeeded: z.literal(true),
  /** Handed back with the code (`/api/auth/login/code`) within ten minutes. */
  challenge: z.string(),
}) satisfies z.ZodType<components['schemas']['CodeNeeded']>

/** A right password signs in, or, with two-step sign-in on, asks for a code next. */
export type LoginResult = { kind: 'signed-in'; user: User } | { kind: 'code-needed'; challenge: string }

export async function login(input: LoginInput): Promise<LoginResult> {
  const answer = await api.POST('/api/auth/login', { body: input })
  const needed = codeNeededSchema.safeParse(answer)
  if (needed.success) return { kind: 'code-needed', challenge: needed.data.challenge }
  return { kind: 'signed-in', user: userSchema.parse(answer) }
}

/** The server issued a new session, and with it a new CSRF token. */
export function rememberSignIn(queryClient: QueryClient, user: User) {
  clearCsrfToken()
  void setSignedInUser(queryClient, user)
}

export function useLogin({ mutationConfig }: { mutationConfig?: MutationConfig<typeof login> } = {}) {
  const queryClient = useQueryClient()
  const { onSuccess, ...config } = mutationConfig ?? {}
  return useMutation({
    ...config,
    mutationFn: login,
    onSuccess: (result, ...rest) => {
      if (result.kind === 'signed-in') rememberSignIn(queryClient, result.user)
      return onSuccess?.(result, ...rest)
    },
  })
}
