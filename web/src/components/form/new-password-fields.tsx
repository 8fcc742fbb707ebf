import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { PASSWORD_MIN_LENGTH } from '@/lib/account-rules'
import { InputField } from './input-field'

interface NewPasswordFieldsProps<T extends FieldValues> {
  form: UseFormReturn<T>
  /** The new password's field and its confirmation's. */
  names: readonly [Path<T>, Path<T>]
  labels: readonly [string, string]
}

/** A new password and its confirmation, as sign-up, reset and change-password ask for them. */
export function NewPasswordFields<T extends FieldValues>({ form, names, labels }: NewPasswordFieldsProps<T>) {
  return (
    <>
      <InputField
        form={form}
        name={names[0]}
        label={labels[0]}
        password
        autoComplete="new-password"
        placeholder={`At least ${PASSWORD_MIN_LENGTH} characters`}
      />
      <InputField form={form} name={names[1]} label={labels[1]} password autoComplete="new-password" />
    </>
  )
}
