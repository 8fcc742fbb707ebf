import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link, useNavigate } from 'react-router'
import { Alert } from '@/components/ui/alert'
import { fieldErrorId, FormField } from '@/components/ui/form-field'
import { getErrorMessage } from '@/lib/api-client'
import { toast } from '@/lib/toast'
import {
  INVALID_RESET_LINK_MESSAGE,
  resetPasswordFormSchema,
  useResetPassword,
  type ResetPasswordFormValues,
} from '../api/reset-password'
import { PasswordInput } from './password-input'
import { SubmitButton } from './submit-button'

export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate()
  const resetPassword = useResetPassword()
  const [formError, setFormError] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordFormValues>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  })

  const onSubmit = handleSubmit(async ({ password }) => {
    setFormError(null)
    let result: { message: string }
    try {
      result = await resetPassword.mutateAsync({ token, password })
    } catch (error) {
      const reason = getErrorMessage(error, INVALID_RESET_LINK_MESSAGE)
      setFormError(reason)
      toast({ variant: 'destructive', title: 'Password not changed', description: reason })
      return
    }
    toast({ title: 'Password updated', description: result.message })
    await navigate('/login', { replace: true })
  })

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      {formError ? (
        <Alert>
          <p>{formError}</p>
          <Link to="/forgot-password" className="mt-1 inline-block font-semibold underline underline-offset-2">
            Request a new reset link
          </Link>
        </Alert>
      ) : null}
      <FormField id="password" label="New password" error={errors.password?.message}>
        <PasswordInput
          id="password"
          autoComplete="new-password"
          placeholder="At least 8 characters"
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? fieldErrorId('password') : undefined}
          {...register('password')}
        />
      </FormField>
      <FormField id="confirmPassword" label="Confirm new password" error={errors.confirmPassword?.message}>
        <PasswordInput
          id="confirmPassword"
          autoComplete="new-password"
          aria-invalid={errors.confirmPassword ? true : undefined}
          aria-describedby={errors.confirmPassword ? fieldErrorId('confirmPassword') : undefined}
          {...register('confirmPassword')}
        />
      </FormField>
      <SubmitButton pending={isSubmitting} pendingLabel="Saving...">
        Set new password
      </SubmitButton>
    </form>
  )
}
