import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { apiJson, clearCsrfToken, getErrorMessage } from '@/lib/api-client'
import { setSignedInUser, userSchema, type User } from '@/lib/auth'
import { toast } from '@/lib/toast'
import { emailSchema, newPasswordSchema, PASSWORDS_DO_NOT_MATCH, usernameSchema } from './schemas'

export const signupFormSchema = z
  .object({
    username: usernameSchema,
    email: emailSchema,
    password: newPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((values) => values.password === values.confirmPassword, {
    message: PASSWORDS_DO_NOT_MATCH,
    path: ['confirmPassword'],
  })

export type SignupFormValues = z.infer<typeof signupFormSchema>
export type SignupInput = Omit<SignupFormValues, 'confirmPassword'>

export const SIGNUP_FAILED_FALLBACK = 'Could not create account. Please try again.'

export async function signup(input: SignupInput): Promise<User> {
  return userSchema.parse(await apiJson('POST', '/api/auth/signup', input))
}

export function useSignup() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: signup,
    onSuccess: (user) => {
      clearCsrfToken()
      void setSignedInUser(queryClient, user)
      toast({ title: 'Account created!', description: 'Your account has been successfully created.' })
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: 'Sign up failed', description: getErrorMessage(error, SIGNUP_FAILED_FALLBACK) })
    },
  })
}
