import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { Link, useNavigate } from 'react-router'
import { FormAlert } from '@/components/form/form-alert'
import { EmailField, InputField } from '@/components/form/input-field'
import { SubmitButton } from '@/components/form/submit-button'
import { useServerError } from '@/hooks/use-server-error'
import { toast } from '@/lib/toast'
import { LOGIN_FAILED_FALLBACK, loginInputSchema, useLogin, type LoginInput } from '../api/login'

interface LoginFormProps {
  /** Where to go once signed in. */
  destination: string
}

export function LoginForm({ destination }: LoginFormProps) {
  const navigate = useNavigate()
  const login = useLogin()
  const form = useForm<LoginInput>({ resolver: zodResolver(loginInputSchema), defaultValues: { email: '', password: '' } })
  const serverError = useServerError(form, ['email', 'password'], LOGIN_FAILED_FALLBACK)

  const onSubmit = form.handleSubmit(async (values) => {
    serverError.clear()
    try {
      await login.mutateAsync(values)
    } catch (error) {
      toast({ variant: 'destructive', title: 'Login failed', description: serverError.show(error) })
      return
    }
    toast({ title: 'Welcome back!', description: "You've successfully logged in." })
    await navigate(destination, { replace: true })
  })

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <FormAlert message={serverError.message} />
      <EmailField form={form} name="email" />
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
