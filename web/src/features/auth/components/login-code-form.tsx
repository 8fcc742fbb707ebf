import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { FormAlert } from '@/components/form/form-alert'
import { InputField } from '@/components/form/input-field'
import { SubmitButton } from '@/components/form/submit-button'
import { Button } from '@/components/ui/button'
import { useServerError } from '@/hooks/use-server-error'
import { ApiError } from '@/lib/api-client'
import { toast } from '@/lib/toast'
import { CODE_FAILED_FALLBACK, loginCodeFormSchema, useLoginCode, type LoginCodeFormValues } from '../api/login-code'

interface LoginCodeFormProps {
  /** The token the password step answered. */
  challenge: string
  onSignedIn: () => Promise<void>
  /** Back to the password: the sign-in expired, or the user chose to. */
  onRestart: () => void
}

/** The second step of signing in: six digits from the authenticator app, or a recovery code. */
export function LoginCodeForm({ challenge, onSignedIn, onRestart }: LoginCodeFormProps) {
  const [recovery, setRecovery] = useState(false)
  const loginCode = useLoginCode()
  const form = useForm<LoginCodeFormValues>({ resolver: zodResolver(loginCodeFormSchema), defaultValues: { code: '' } })
  const serverError = useServerError(form, ['code'], CODE_FAILED_FALLBACK)

  const onSubmit = form.handleSubmit(async ({ code }) => {
    serverError.clear()
    try {
      await loginCode.mutateAsync({ challenge, code })
    } catch (error) {
      const description = serverError.show(error)
      if (error instanceof ApiError && error.status === 401) {
        toast({ variant: 'destructive', title: 'Please log in again', description })
        onRestart()
      }
      return
    }
    await onSignedIn()
  })

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label="Two-step sign-in">
      <div className="grid gap-1">
        <h2 className="text-lg font-semibold text-foreground">Two-step sign-in</h2>
        <p className="text-sm text-muted-foreground">
          {recovery
            ? 'Enter one of the recovery codes you saved when you turned on two-step sign-in. Each works once.'
            : 'Enter the 6-digit code from your authenticator app.'}
        </p>
      </div>
      <FormAlert message={serverError.message} />
      <InputField
        key={recovery ? 'recovery' : 'app'}
        form={form}
        name="code"
        label={recovery ? 'Recovery code' : 'Code'}
        autoComplete="one-time-code"
        inputMode={recovery ? 'text' : 'numeric'}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        autoFocus
        placeholder={recovery ? 'xxxxx-xxxxx' : '123456'}
      />
      <SubmitButton pending={form.formState.isSubmitting} pendingLabel="Checking...">
        Verify
      </SubmitButton>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <Button type="button" variant="link" className="h-auto p-0" onClick={() => setRecovery(!recovery)}>
          {recovery ? 'Use your authenticator app' : 'Use a recovery code'}
        </Button>
        <Button type="button" variant="link" className="h-auto p-0 text-muted-foreground" onClick={onRestart}>
          Start over
        </Button>
      </div>
    </form>
  )
}
