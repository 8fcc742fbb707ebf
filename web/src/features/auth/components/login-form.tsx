import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link, useNavigate } from 'react-router'
import { Alert } from '@/components/ui/alert'
import { fieldErrorId, FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { LOGIN_FAILED_FALLBACK, loginInputSchema, useLogin, type LoginInput } from '../api/login'
import { applyServerError } from '../utils/server-errors'
import { PasswordInput } from './password-input'
import { SubmitButton } from './submit-button'

interface LoginFormProps {
  /** Where to go once signed in. */
  destination: string
}

export function LoginForm({ destination }: LoginFormProps) {
  const navigate = useNavigate()
  const loginMutation = useLogin()
  const [formError, setFormError] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({ resolver: zodResolver(loginInputSchema), defaultValues: { email: '', password: '' } })

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null)
    try {
      await loginMutation.mutateAsync(values)
    } catch (error) {
      setFormError(applyServerError(error, setError, ['email', 'password'], LOGIN_FAILED_FALLBACK))
      return
    }
    await navigate(destination, { replace: true })
  })

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      {formError ? <Alert>{formError}</Alert> : null}
      <FormField id="email" label="Email" error={errors.email?.message}>
        <Input
          id="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? fieldErrorId('email') : undefined}
          {...register('email')}
        />
      </FormField>
      <FormField
        id="password"
        label="Password"
        error={errors.password?.message}
        labelAside={
          <Link to="/forgot-password" className="text-sm font-medium text-primary hover:underline">
            Forgot your password?
          </Link>
        }
      >
        <PasswordInput
          id="password"
          autoComplete="current-password"
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? fieldErrorId('password') : undefined}
          {...register('password')}
        />
      </FormField>
      <SubmitButton pending={isSubmitting} pendingLabel="Please wait">
        Log in
      </SubmitButton>
    </form>
  )
}
