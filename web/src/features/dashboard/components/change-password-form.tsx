import { zodResolver } from '@hookform/resolvers/zod'
import { LoaderCircle } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { fieldErrorId, FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { getFieldErrors } from '@/lib/api-client'
import { changePasswordFormSchema, useChangePassword, type ChangePasswordFormValues } from '../api/change-password'

const FIELDS = [
  { name: 'currentPassword', label: 'Current password', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'New password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirm new password', autoComplete: 'new-password' },
] as const

const SERVER_FIELDS = new Set<string>(['currentPassword', 'newPassword'])

export function ChangePasswordForm() {
  const changePassword = useChangePassword()
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordFormValues>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  })

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await changePassword.mutateAsync({ currentPassword, newPassword })
    } catch (error) {
      // The toast already says what went wrong; point at the field it concerns as well.
      let focused = false
      for (const [field, message] of Object.entries(getFieldErrors(error))) {
        if (!SERVER_FIELDS.has(field)) continue
        setError(field as 'currentPassword' | 'newPassword', { type: 'server', message }, { shouldFocus: !focused })
        focused = true
      }
      return
    }
    reset()
  })

  return (
    <form noValidate onSubmit={onSubmit} className="grid max-w-md gap-5" aria-label="Change password">
      {FIELDS.map(({ name, label, autoComplete }) => (
        <FormField key={name} id={name} label={label} error={errors[name]?.message}>
          <Input
            id={name}
            type="password"
            autoComplete={autoComplete}
            aria-invalid={errors[name] ? true : undefined}
            aria-describedby={errors[name] ? fieldErrorId(name) : undefined}
            {...register(name)}
          />
        </FormField>
      ))}
      <Button type="submit" className="w-fit" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting ? <LoaderCircle aria-hidden className="animate-spin" /> : null}
        {isSubmitting ? 'Changing password...' : 'Change password'}
      </Button>
    </form>
  )
}
