import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { Alert } from '@/components/ui/alert'
import { fieldErrorId, FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { SIGNUP_FAILED_FALLBACK, signupFormSchema, useSignup, type SignupFormValues } from '../api/signup'
import { applyServerError } from '../utils/server-errors'
import { PasswordInput } from './password-input'
import { SubmitButton } from './submit-button'

interface SignupFormProps {
  /** Where to go once the account exists. */
  destination: string
}

export function SignupForm({ destination }: SignupFormProps) {
  const navigate = useNavigate()
  const signupMutation = useSignup()
  const [formError, setFormError] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignupFormValues>({
    resolver: zodResolver(signupFormSchema),
    defaultValues: { username: '', email: '', password: '', confirmPassword: '' },
  })

  const onSubmit = handleSubmit(async ({ username, email, password }) => {
    setFormError(null)
    try {
      await signupMutation.mutateAsync({ username, email, password })
    } catch (error) {
      setFormError(applyServerError(error, setError, ['username', 'email', 'password'], SIGNUP_FAILED_FALLBACK))
      return
    }
    await navigate(destination, { replace: true })
  })

  const describedBy = (field: keyof SignupFormValues) => (errors[field] ? fieldErrorId(field) : undefined)

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      {formError ? <Alert>{formError}</Alert> : null}
      <FormField id="username" label="Username" error={errors.username?.message}>
        <Input
          id="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="e.g. maya_makes"
          aria-invalid={errors.username ? true : undefined}
          aria-describedby={describedBy('username')}
          {...register('username')}
        />
      </FormField>
      <FormField id="email" label="Email" error={errors.email?.message}>
        <Input
          id="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={describedBy('email')}
          {...register('email')}
        />
      </FormField>
      <FormField id="password" label="Password" error={errors.password?.message}>
        <PasswordInput
          id="password"
          autoComplete="new-password"
          placeholder="At least 8 characters"
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={describedBy('password')}
          {...register('password')}
        />
      </FormField>
      <FormField id="confirmPassword" label="Confirm password" error={errors.confirmPassword?.message}>
        <PasswordInput
          id="confirmPassword"
          autoComplete="new-password"
          aria-invalid={errors.confirmPassword ? true : undefined}
          aria-describedby={describedBy('confirmPassword')}
          {...register('confirmPassword')}
        />
      </FormField>
      <SubmitButton pending={isSubmitting} pendingLabel="Creating account...">
        Create account
      </SubmitButton>
    </form>
  )
}
