import { Baby, Cake, Flower2, Gem, GraduationCap, HandHeart, Heart, Sun, type LucideIcon } from 'lucide-react'
import type { UseFormReturn } from 'react-hook-form'
import { OptionGroup } from '@/components/generation/option-group'
import { CARD_CATEGORIES, type CategoryId } from '@/features/create/data/categories'
import type { CardWizardValues } from '@/features/create/utils/wizard-values'
import { StepHeader } from '../step-header'

const ICONS: Record<CategoryId, LucideIcon> = {
  birthday: Cake,
  anniversary: Heart,
  wedding: Gem,
  graduation: GraduationCap,
  thank_you: HandHeart,
  get_well: Sun,
  new_baby: Baby,
  sympathy: Flower2,
}

const OPTIONS = CARD_CATEGORIES.map(({ id, name }) => {
  const Icon = ICONS[id]
  return { value: id, label: name, icon: <Icon className="size-5" /> }
})

export function CategoryStep({ form }: { form: UseFormReturn<CardWizardValues> }) {
  return (
    <>
      <StepHeader title="What's the occasion?" description="Choose the kind of card you're making." />
      <OptionGroup
        legend="Occasion"
        legendClassName="sr-only"
        options={OPTIONS}
        registration={form.register('category')}
      />
    </>
  )
}
