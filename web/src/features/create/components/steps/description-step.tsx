import { useWatch, type UseFormReturn } from 'react-hook-form'
import { CharacterCount } from '@/components/form/character-count'
import { FormField } from '@/components/ui/form-field'
import { Textarea } from '@/components/ui/textarea'
import { occasionWording } from '@/lib/occasions'
import { DESCRIPTION_MAX_LENGTH, type CardWizardValues } from '@/features/create/utils/wizard-values'
import { StepHeader } from '../step-header'

export function DescriptionStep({ form }: { form: UseFormReturn<CardWizardValues> }) {
  const [description, category] = useWatch({ control: form.control, name: ['description', 'category'] })
  const length = description.length
  return (
    <>
      <StepHeader
        title="Describe your card"
        description="Who is it for, and what should it show? Pets, places, hobbies, colors, a mood: the more you say, the more personal the card."
      />
      <FormField
        id="description"
        label="Card description"
        labelAside={<CharacterCount length={length} max={DESCRIPTION_MAX_LENGTH} />}
      >
        <Textarea
          id="description"
          rows={5}
          maxLength={DESCRIPTION_MAX_LENGTH}
          placeholder={occasionWording(category).description}
          aria-describedby="description-hint"
          {...form.register('description')}
        />
        <p id="description-hint" className="text-xs text-muted-foreground">
          Optional: leave it empty and the card is designed from the occasion and style alone.
        </p>
      </FormField>
    </>
  )
}
