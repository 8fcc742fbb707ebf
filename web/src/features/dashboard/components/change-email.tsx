import { zodResolver } from '@hookform/resolvers/zod'
import { KeyRound } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { FormAlert } from '@/components/form/form-alert'
import { InputField } from '@/components/form/input-field'
import { SubmitButton } from '@/components/form/submit-button'
import { Button } from '@/components/ui/button'
import { useServerError } from '@/hooks/use-server-error'
import { confirmWithPasskey } from '@/lib/passkey-confirmation'
import { PasskeyCancelled } from '@/lib/passkeys'
import { toast } from '@/lib/toast'
import { changeEmailFormSchema, EMAIL_NOT_CHANGED_FALLBACK, useChangeEmail, type ChangeEmailFormValues } from '../api/change-email'
import { usePasskeyConfirmationOffered } from '../api/passkey-confirmation'

/** "Change email": a form behind a button; after sending, says where the link went. */
export function ChangeEmail() {
  const [open, setOpen] = useState(false)
  const [sent, setSent] = useState<string | null>(null)
  if (!open) {
    return (
      <div className="grid gap-2">
        {sent ? (
          <p role="status" className="text-sm text-muted-foreground">
            {sent}
          </p>
        ) : null}
        <Button variant="outline" size="sm" className="w-fit" onClick={() => setOpen(true)}>
          Change email
        </Button>
      </div>
    )
  }
  return (
    <ChangeEmailForm
      onCancel={() => setOpen(false)}
      onSent={(message) => {
        setSent(message)
        setOpen(false)
      }}
    />
  )
}

function ChangeEmailForm({ onCancel, onSent }: { onCancel: () => void; onSent: (message: string) => void }) {
  const changeEmail = useChangeEmail()
  const passkeyOffered = usePasskeyConfirmationOffered()
  const [passkeyPending, setPasskeyPending] = useState(false)
  const form = useForm<ChangeEmailFormValues>({
    resolver: zodResolver(changeEmailFormSchema),
    defaultValues: { newEmail: '', emailChangePassword: '' },
  })
  const serverError = useServerError(form, ['newEmail'], EMAIL_NOT_CHANGED_FALLBACK)

  const send = async (input: Parameters<typeof changeEmail.mutateAsync>[0]) => {
    serverError.clear()
    try {
      const { message } = await changeEmail.mutateAsync(input)
      toast({ title: 'Check your new inbox', description: message })
      onSent(message)
    } catch (error) {
      toast({ variant: 'destructive', title: 'Email not changed', description: serverError.show(error) })
    }
  }

  const onSubmit = form.handleSubmit(({ newEmail, emailChangePassword }) =>
    send({ newEmail, currentPassword: emailChangePassword }),
  )

  // The new address is checked first; the passkey then stands in for the password.
  const onPasskey = async () => {
    if (!(await form.trigger('newEmail'))) return
    setPasskeyPending(true)
    try {
      await send({ newEmail: form.getValues('newEmail'), passkey: await confirmWithPasskey() })
    } catch (error) {
      if (!(error instanceof PasskeyCancelled)) serverError.show(error)
    } finally {
      setPasskeyPending(false)
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid max-w-md gap-4" aria-label="Change email">
      <FormAlert message={serverError.message} />
      <InputField form={form} name="newEmail" label="New email" type="email" autoComplete="email" inputMode="email" />
      <InputField form={form} name="emailChangePassword" label="Your password" password autoComplete="current-password" />
      <p className="text-xs text-muted-foreground">
        We'll email a link to the new address. Your address changes only when you open it.
      </p>
      <div className="flex flex-wrap gap-2">
        <SubmitButton pending={form.formState.isSubmitting} pendingLabel="Sending link..." size="default" className="w-fit">
          Send link
        </SubmitButton>
        {passkeyOffered ? (
          <Button type="button" variant="outline" disabled={passkeyPending} onClick={() => void onPasskey()}>
            <KeyRound aria-hidden="true" />
            {passkeyPending ? 'Waiting for your passkey…' : 'Use a passkey instead'}
          </Button>
        ) : null}
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  )
}
