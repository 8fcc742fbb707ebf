import { useWatch, type UseFormReturn } from 'react-hook-form'
import { CharacterCount } from '@/components/form/character-count'
import { fieldErrorId, FormField } from '@/components/ui/form-field'
import { Textarea } from '@/components/ui/textarea'
import type { GenerateFormValues } from '../api/generate-image'

const PLACEHOLDER =
  'A watercolor birthday card with balloons, confetti and a golden retriever in a party hat, soft pastel colors'

interface PromptFieldProps {
  form: UseFormReturn<GenerateFormValues>
  /** The image model's longest description (the pricing's `options.maxPromptChars`). */
  maxLength: number
}

export function PromptField({ form, maxLength }: PromptFieldProps) {
  const error = form.formState.errors.prompt?.message
  const length = useWatch({ control: form.control, name: 'prompt' }).length
  return (
    <FormField
      id="prompt"
      label="Describe your image"
      error={error}
      labelAside={<CharacterCount length={length} max={maxLength} />}
    >
      <Textarea
        id="prompt"
        rows={4}
        maxLength={maxLength}
        placeholder={PLACEHOLDER}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? fieldErrorId('prompt') : 'prompt-hint'}
        {...form.register('prompt')}
      />
      {error ? null : (
        <p id="prompt-hint" className="text-xs text-muted-foreground">
          The occasion, subject, colors and mood: the more detail, the better the result.
        </p>
      )}
    </FormField>
  )
}
