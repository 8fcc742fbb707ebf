import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { Link, useNavigate } from 'react-router'
import { FormAlert } from '@/components/form/form-alert'
import { NewPasswordFields } from '@/components/form/new-password-fields'
import { SubmitButton } from '@/components/form/submit-button'
import { useServerError } from '@/hooks/use-server-error'
import { toast } from '@/lib/toast'
import {
  INVALID_RESET_LINK_MESSAGE,
  resetPasswordFormSchema,
  useResetPassword,
  type ResetPasswordFormValues,
} from '../api/reset-password'

export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate()
  const resetPassword = useResetPassword()
  const form = useForm<ResetPasswordFormValues>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  })
  const serverError = useServerError(form, ['password'], INVALID_RESET_LINK_MESSAGE)

  const onSubmit = form.handleSubmit(async ({ password }) => {
    serverError.clear()
    let result: { message: string }
    try {
      result = await resetPassword.mutateAsync({ token, password })
    } catch (error) {
      toast({ variant: 'destructive', title: 'Password not changed', description: serverError.show(error) })
      return
    }
    toast({ title: 'Password updated', description: result.message })
    await navigate('/login', { replace: true })
  })

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <FormAlert message={serverError.message}>
        <Link to="/forgot-password" className="mt-1 inline-block font-semibold underline underline-offset-2">
          Request a new reset link
        </Link>
      </FormAlert>
      <NewPasswordFields
        form={form}
        names={['password', 'confirmPassword']}
        labels={['New password', 'Confirm new password']}
      />
      <SubmitButton pending={form.formState.isSubmitting} pendingLabel="Saving...">
        Set new password
      </SubmitButton>
    </form>
  )
}
