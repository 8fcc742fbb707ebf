import type { ComponentProps, ReactNode } from 'react'
import { useWatch, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form'
import { fieldErrorId, FormField } from '@/components/ui/form-field'
import { Textarea } from '@/components/ui/textarea'
import { CharacterCount } from './character-count'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any output type: forms whose schema transforms the values fit too
type TextareaForm<T extends FieldValues> = Pick<UseFormReturn<T, any, any>, 'register' | 'getFieldState' | 'formState' | 'control'>

interface TextareaFieldProps<T extends FieldValues>
  extends Omit<ComponentProps<'textarea'>, 'form' | 'name' | 'id' | 'maxLength'> {
  form: TextareaForm<T>
  name: Path<T>
  /** The box's id when it is not the field's name (a dialog's field beside the page's). */
  id?: string
  label: string
  /** A line under the box, which describes it while it has no error. */
  hint?: ReactNode
  /** The longest text: the box stops there, and a counter beside the label shows how near it is. */
  maxLength: number
}

/** A multi-line text box of a react-hook-form form: its label and character counter, its hint,
 * its error, tied together for screen readers as InputField does for a one-line box. */
export function TextareaField<T extends FieldValues>({
  form,
  name,
  id = name,
  label,
  hint,
  maxLength,
  ...props
}: TextareaFieldProps<T>) {
  const error = form.getFieldState(name, form.formState).error?.message
  const value: unknown = useWatch({ control: form.control, name })
  const hintId = `${id}-hint`
  return (
    <FormField
      id={id}
      label={label}
      error={error}
      labelAside={<CharacterCount length={typeof value === 'string' ? value.length : 0} max={maxLength} />}
    >
      <Textarea
        id={id}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? fieldErrorId(id) : hint ? hintId : undefined}
        {...props}
        {...form.register(name)}
      />
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </FormField>
  )
}
