import { zodResolver } from '@hookform/resolvers/zod'
import { MailCheck } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { FormAlert } from '@/components/form/form-alert'
import { EmailField } from '@/components/form/input-field'
import { SubmitButton } from '@/components/form/submit-button'
import { useServerError } from '@/hooks/use-server-error'
import { forgotPasswordInputSchema, useRequestPasswordReset, type ForgotPasswordInput } from '../api/forgot-password'

const NOT_SENT_FALLBACK = 'We could not send the email just now. Please try again in a moment.'

export function ForgotPasswordForm() {
  const requestReset = useRequestPasswordReset()
  const [sentMessage, setSentMessage] = useState<string | null>(null)
  const form = useForm<ForgotPasswordInput>({ resolver: zodResolver(forgotPasswordInputSchema), defaultValues: { email: '' } })
  const serverError = useServerError(form, ['email'], NOT_SENT_FALLBACK)

  const onSubmit = form.handleSubmit(async (values) => {
    serverError.clear()
    try {
      const { message } = await requestReset.mutateAsync(values)
      setSentMessage(message)
    } catch (error) {
      serverError.show(error)
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
      <FormAlert message={serverError.message} />
      <EmailField form={form} name="email" />
      <SubmitButton pending={form.formState.isSubmitting} pendingLabel="Sending link...">
        Send reset link
      </SubmitButton>
    </form>
  )
}
