import type { ComponentProps, ReactNode } from 'react'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { fieldErrorId, FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { PasswordInput } from './password-input'

/** What a field needs of its form (so forms whose schema transforms the values fit too). */
type FieldForm<T extends FieldValues> = Pick<UseFormReturn<T>, 'register' | 'getFieldState' | 'formState'>

interface InputFieldProps<T extends FieldValues> extends Omit<ComponentProps<'input'>, 'form' | 'name' | 'id'> {
  form: FieldForm<T>
  name: Path<T>
  label: string
  /** Extra content on the label's line, such as a "Forgot your password?" link. */
  labelAside?: ReactNode
  /** A password box with a show/hide button. */
  password?: boolean
}

/** One text box of a react-hook-form form: its label, its error, and the two tied together for
 * screen readers (`aria-invalid`, `aria-describedby`). The field's name is its id. */
export function InputField<T extends FieldValues>({
  form,
  name,
  label,
  labelAside,
  password = false,
  type,
  ...props
}: InputFieldProps<T>) {
  const error = form.getFieldState(name, form.formState).error?.message
  const control = {
    id: name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? fieldErrorId(name) : undefined,
    ...props,
    ...form.register(name),
  }
  return (
    <FormField id={name} label={label} error={error} labelAside={labelAside}>
      {password ? <PasswordInput {...control} /> : <Input type={type} {...control} />}
    </FormField>
  )
}

/** The email box every account form has. */
/** The email box; `autoComplete` may name it the sign-in's username (with `webauthn`, the browser
 * offers passkeys among its suggestions). */
export function EmailField<T extends FieldValues>({
  form,
  name,
  autoComplete = 'email',
}: {
  form: FieldForm<T>
  name: Path<T>
  autoComplete?: string
}) {
  return (
    <InputField
      form={form}
      name={name}
      label="Email"
      type="email"
      autoComplete={autoComplete}
      inputMode="email"
      placeholder="you@example.com"
    />
  )
}

/** The box for a code from the authenticator app or a recovery code, asked for before a change
 * to the account: typed as shown, never corrected or capitalised. */
export function SecondStepCodeField<T extends FieldValues>({ form, name }: { form: FieldForm<T>; name: Path<T> }) {
  return (
    <InputField
      form={form}
      name={name}
      label="Code from your app, or a recovery code"
      autoComplete="one-time-code"
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
    />
  )
}
