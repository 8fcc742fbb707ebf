import type { UseFormReturn } from 'react-hook-form'
import { TextareaField } from '@/components/form/textarea-field'
import type { GenerateFormValues } from '../api/generate-image'

const PLACEHOLDER =
  'A watercolor birthday card with balloons, confetti and a golden retriever in a party hat, soft pastel colors'

interface PromptFieldProps {
  form: UseFormReturn<GenerateFormValues>
  /** The image model's longest description (the pricing's `options.maxPromptChars`). */
  maxLength: number
}

export function PromptField({ form, maxLength }: PromptFieldProps) {
  // The hint gives way to the error rather than sitting under it.
  const error = form.getFieldState('prompt', form.formState).error?.message
  return (
    <TextareaField
      form={form}
      name="prompt"
      label="Describe your image"
      hint={error ? undefined : 'The occasion, subject, colors and mood: the more detail, the better the result.'}
      rows={4}
      maxLength={maxLength}
      placeholder={PLACEHOLDER}
    />
  )
}
