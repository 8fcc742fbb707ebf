import { useWatch, type UseFormReturn } from 'react-hook-form'
import { TextareaField } from '@/components/form/textarea-field'
import { occasionWording } from '@/lib/occasions'
import { DESCRIPTION_MAX_LENGTH, type CardWizardValues } from '@/features/create/utils/wizard-values'
import { StepHeader } from '../step-header'

export function DescriptionStep({ form }: { form: UseFormReturn<CardWizardValues> }) {
  const category = useWatch({ control: form.control, name: 'category' })
  return (
    <>
      <StepHeader
        title="Describe your card"
        description="Who is it for, and what should it show? Pets, places, hobbies, colors, a mood: the more you say, the more personal the card."
      />
      <TextareaField
        form={form}
        name="description"
        label="Card description"
        hint="Optional: leave it empty and the card is designed from the occasion and style alone."
        rows={5}
        maxLength={DESCRIPTION_MAX_LENGTH}
        placeholder={occasionWording(category).description}
      />
    </>
  )
}
