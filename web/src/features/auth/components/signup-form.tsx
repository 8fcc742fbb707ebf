import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { FormAlert } from '@/components/form/form-alert'
import { EmailField, InputField } from '@/components/form/input-field'
import { NewPasswordFields } from '@/components/form/new-password-fields'
import { SubmitButton } from '@/components/form/submit-button'
import { useServerError } from '@/hooks/use-server-error'
import { toast } from '@/lib/toast'
import { SIGNUP_FAILED_FALLBACK, signupFormSchema, useSignup, type SignupFormValues } from '../api/signup'

interface SignupFormProps {
  /** Where to go once the account exists. */
  destination: string
}

export function SignupForm({ destination }: SignupFormProps) {
  const navigate = useNavigate()
  const signup = useSignup()
  const form = useForm<SignupFormValues>({
    resolver: zodResolver(signupFormSchema),
    defaultValues: { username: '', displayName: '', email: '', password: '', confirmPassword: '' },
  })
  const serverError = useServerError(form, ['username', 'displayName', 'email', 'password'], SIGNUP_FAILED_FALLBACK)

  const onSubmit = form.handleSubmit(async ({ username, displayName, email, password }) => {
    serverError.clear()
    try {
      await signup.mutateAsync({ username, displayName, email, password })
    } catch (error) {
      toast({ variant: 'destructive', title: 'Sign up failed', description: serverError.show(error) })
      return
    }
    toast({ title: 'Account created!', description: 'Your account has been successfully created.' })
    await navigate(destination, { replace: true })
  })

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <FormAlert message={serverError.message} />
      <InputField
        form={form}
        name="username"
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="e.g. maya_makes"
      />
      <InputField
        form={form}
        name="displayName"
        label="Name on your cards"
        labelAside={<span className="text-sm text-muted-foreground">Optional</span>}
        autoComplete="name"
        placeholder="e.g. Maya Lin (or leave blank to use your username)"
      />
      <EmailField form={form} name="email" />
      <NewPasswordFields form={form} names={['password', 'confirmPassword']} labels={['Password', 'Confirm password']} />
      <SubmitButton pending={form.formState.isSubmitting} pendingLabel="Creating account...">
        Create account
      </SubmitButton>
    </form>
  )
}
