import { zodResolver } from '@hookform/resolvers/zod'
import { MailCheck } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Alert } from '@/components/ui/alert'
import { fieldErrorId, FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { getErrorMessage } from '@/lib/api-client'
import { forgotPasswordInputSchema, useRequestPasswordReset, type ForgotPasswordInput } from '../api/forgot-password'
import { SubmitButton } from './submit-button'

export function ForgotPasswordForm() {
  const requestReset = useRequestPasswordReset()
  const [sentMessage, setSentMessage] = useState<string | null>(null)
  const [formError, setFormError] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordInput>({ resolver: zodResolver(forgotPasswordInputSchema), defaultValues: { email: '' } })

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null)
    try {
      const { message } = await requestReset.mutateAsync(values)
      setSentMessage(message)
    } catch (error) {
      setFormError(getErrorMessage(error, 'We could not send the email just now. Please try again in a moment.'))
    }
  })

  if (sentMessage) {
    return (
      <div className="grid gap-5 text-center">
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-secondary text-primary">
          <MailCheck aria-hidden className="size-7" />
        </span>
        <p role="status" className="text-base text-foreground">
          {sentMessage}
        </p>
        <p className="text-sm text-muted-foreground">
          The link works once and expires soon. Didn't get it? Check your spam folder or{' '}
          <button type="button" className="font-semibold text-primary hover:underline" onClick={() => setSentMessage(null)}>
            try again
          </button>
          .
        </p>
      </div>
    )
  }

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
      <SubmitButton pending={isSubmitting} pendingLabel="Sending link...">
        Send reset link
      </SubmitButton>
    </form>
  )
}
