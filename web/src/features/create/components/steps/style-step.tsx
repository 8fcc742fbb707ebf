import { Check } from 'lucide-react'
import { useWatch, type UseFormReturn } from 'react-hook-form'
import { ART_STYLES } from '@/features/create/data/styles'
import type { CardWizardValues } from '@/features/create/utils/wizard-values'
import { StepHeader } from '../step-header'
import { StyleSample } from '../style-sample'

/** Styles as picture tiles over native radio buttons, so arrow keys move between them. */
export function StyleStep({ form }: { form: UseFormReturn<CardWizardValues> }) {
  const registration = form.register('style')
  // The occasion is chosen before this step; a wizard somehow without one shows birthday samples.
  const occasion = useWatch({ control: form.control, name: 'category' }) || 'birthday'
  return (
    <>
      <StepHeader title="Pick an art style" description="How should your card look? You can change it later." />
      <fieldset>
        <legend className="sr-only">Art style</legend>
        <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
          {ART_STYLES.map((style) => (
            <label
              key={style.id}
              className="group relative flex cursor-pointer flex-col overflow-hidden rounded-lg border border-input bg-card transition-[border-color,box-shadow] hover:border-primary/40 hover:shadow-card has-checked:border-primary has-checked:ring-2 has-checked:ring-primary has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring"
            >
              <input
                type="radio"
                value={style.id}
                className="absolute inset-0 z-10 size-full cursor-pointer appearance-none opacity-0"
                {...registration}
              />
              <StyleSample key={occasion} id={style.id} occasion={occasion} />
              <span className="grid gap-0.5 p-3">
                <span className="font-semibold text-foreground">{style.name}</span>
                <span className="text-xs leading-snug text-muted-foreground">{style.description}</span>
              </span>
              <span
                aria-hidden
                className="absolute top-2 right-2 hidden size-6 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-sm group-has-checked:flex"
              >
                <Check className="size-4" />
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </>
  )
}
