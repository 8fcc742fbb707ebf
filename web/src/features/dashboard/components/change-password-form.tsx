import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { FormAlert } from '@/components/form/form-alert'
import { InputField } from '@/components/form/input-field'
import { NewPasswordFields } from '@/components/form/new-password-fields'
import { SubmitButton } from '@/components/form/submit-button'
import { useServerError } from '@/hooks/use-server-error'
import { toast } from '@/lib/toast'
import {
  changePasswordFormSchema,
  PASSWORD_NOT_CHANGED_FALLBACK,
  useChangePassword,
  type ChangePasswordFormValues,
} from '../api/change-password'

export function ChangePasswordForm() {
  const changePassword = useChangePassword()
  const form = useForm<ChangePasswordFormValues>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  })
  const serverError = useServerError(form, ['currentPassword', 'newPassword'], PASSWORD_NOT_CHANGED_FALLBACK)

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    serverError.clear()
    try {
      const { message } = await changePassword.mutateAsync({ currentPassword, newPassword })
      toast({ title: 'Password changed', description: message })
    } catch (error) {
      toast({ variant: 'destructive', title: 'Password not changed', description: serverError.show(error) })
      return
    }
    form.reset()
  })

  return (
    <form noValidate onSubmit={onSubmit} className="grid max-w-md gap-5" aria-label="Change password">
      <FormAlert message={serverError.message} />
      <InputField form={form} name="currentPassword" label="Current password" password autoComplete="current-password" />
      <NewPasswordFields
        form={form}
        names={['newPassword', 'confirmPassword']}
        labels={['New password', 'Confirm new password']}
      />
      <SubmitButton pending={form.formState.isSubmitting} pendingLabel="Changing password..." size="default" className="w-fit">
        Change password
      </SubmitButton>
    </form>
  )
}
