import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { apiJson, clearCsrfToken, getErrorMessage } from '@/lib/api-client'
import { setSignedInUser, userSchema, type User } from '@/lib/auth'
import { toast } from '@/lib/toast'
import { emailSchema, PASSWORD_MIN_LENGTH } from './schemas'

export const loginInputSchema = z.object({
  email: emailSchema,
  password: z.string().min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`),
})

export type LoginInput = z.infer<typeof loginInputSchema>

export const LOGIN_FAILED_FALLBACK = 'Invalid email or password'

export async function login(input: LoginInput): Promise<User> {
  return userSchema.parse(await apiJson('POST', '/api/auth/login', input))
}

export function useLogin() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => {
      // The server issued a new session, and with it a new CSRF token.
      clearCsrfToken()
      void setSignedInUser(queryClient, user)
      toast({ title: 'Welcome back!', description: "You've successfully logged in." })
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: 'Login failed', description: getErrorMessage(error, LOGIN_FAILED_FALLBACK) })
    },
  })
}
