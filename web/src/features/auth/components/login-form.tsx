import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link, useNavigate } from 'react-router'
import { FormAlert } from '@/components/form/form-alert'
import { EmailField, InputField } from '@/components/form/input-field'
import { SubmitButton } from '@/components/form/submit-button'
import { useServerError } from '@/hooks/use-server-error'
import { toast } from '@/lib/toast'
import { LOGIN_FAILED_FALLBACK, loginInputSchema, useLogin, type LoginInput } from '../api/login'
import { LoginCodeForm } from './login-code-form'
import { PasskeySignIn } from './passkey-sign-in'

interface LoginFormProps {
  /** Where to go once signed in. */
  destination: string
}

/** The password, then, for an account with two-step sign-in, the code; or a passkey, which is both. */
export function LoginForm({ destination }: LoginFormProps) {
  const navigate = useNavigate()
  const [challenge, setChallenge] = useState<string | null>(null)

  const onSignedIn = async () => {
    toast({ title: 'Welcome back!', description: "You've successfully logged in." })
    await navigate(destination, { replace: true })
  }

  if (challenge) {
    return <LoginCodeForm challenge={challenge} onSignedIn={onSignedIn} onRestart={() => setChallenge(null)} />
  }
  return (
    <div className="grid gap-5">
      <PasswordStep onSignedIn={onSignedIn} onCodeNeeded={setChallenge} />
      <PasskeySignIn onSignedIn={onSignedIn} />
    </div>
  )
}

interface PasswordStepProps {
  onSignedIn: () => Promise<void>
  onCodeNeeded: (challenge: string) => void
}

function PasswordStep({ onSignedIn, onCodeNeeded }: PasswordStepProps) {
  const login = useLogin()
  const form = useForm<LoginInput>({ resolver: zodResolver(loginInputSchema), defaultValues: { email: '', password: '' } })
  const serverError = useServerError(form, ['email', 'password'], LOGIN_FAILED_FALLBACK)

  const onSubmit = form.handleSubmit(async (values) => {
    serverError.clear()
    let result
    try {
      result = await login.mutateAsync(values)
    } catch (error) {
      toast({ variant: 'destructive', title: 'Login failed', description: serverError.show(error) })
      return
    }
    if (result.kind === 'code-needed') onCodeNeeded(result.challenge)
    else await onSignedIn()
  })

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <FormAlert message={serverError.message} />
      <EmailField form={form} name="email" autoComplete="username webauthn" />
      <InputField
        form={form}
        name="password"
        label="Password"
        password
        autoComplete="current-password"
        labelAside={
          <Link to="/forgot-password" className="text-sm font-medium text-primary hover:underline">
            Forgot your password?
          </Link>
        }
      />
      <SubmitButton pending={form.formState.isSubmitting} pendingLabel="Please wait">
        Log in
      </SubmitButton>
    </form>
  )
}
