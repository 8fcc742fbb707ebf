import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useSearchParams } from 'react-router'
import type { CardImage } from '@/components/images/card-image'
import { useAuth } from '@/lib/auth'
import type { Pricing } from '@/lib/pricing'
import { stepAfter, type StepId } from '../data/steps'
import { useCardGeneration } from '../hooks/use-card-generation'
import { useStepFocus } from '../hooks/use-step-focus'
import { useWizardPersistence } from '../hooks/use-wizard-persistence'
import { seededWizardValues } from '../utils/wizard-seed'
import { defaultWizardValues, withOfferedOptions, type CardWizardValues } from '../utils/wizard-values'
import { CategoryStep } from './steps/category-step'
import { DescriptionStep } from './steps/description-step'
import { ImageStep } from './steps/image-step'
import { ReviewStep } from './steps/review-step'
import { StyleStep } from './steps/style-step'
import { TextStep } from './steps/text-step'
import { WizardNav } from './wizard-nav'
import { WizardProgress } from './wizard-progress'

/** The six steps, their order and rules, and the card's generation. Mount it once the
 * session is known: whether a restored wizard greets the user depends on it. */
export function CardWizard({ pricing }: { pricing: Pricing }) {
  const auth = useAuth()
  const signedIn = auth.status === 'authenticated'
  const persistence = useWizardPersistence(signedIn)
  const { restored } = persistence
  const [searchParams] = useSearchParams()
  const [step, setStep] = useState<StepId>(restored?.step ?? 'category')
  const [photoLeftOut, setPhotoLeftOut] = useState(restored?.photoLeftOut ?? false)
  // A wizard carried through sign-up comes back as it was; only a fresh one takes the address's
  // occasion and name (a reminder's "make a card" link).
  const form = useForm<CardWizardValues>({
    defaultValues: restored ? withOfferedOptions(restored.values, pricing) : seededWizardValues(pricing, searchParams),
  })
  const [category, style] = useWatch({ control: form.control, name: ['category', 'style'] })
  const generation = useCardGeneration(pricing)
  const { state } = generation
  const busy = state.status === 'pending'

  const wizard = useStepFocus(step)

  const setPhoto = (next: string | null) => {
    form.setValue('uploadedImage', next, { shouldDirty: true })
    if (!next) return
    // A photo just added is meant to be used (the review can still leave it out), and it
    // answers the restored wizard's "add your photo again".
    form.setValue('includeUploadedImage', true)
    setPhotoLeftOut(false)
  }

  const goTo = (next: StepId) => {
    // Leaving the review puts a finished or failed card aside: coming back offers Generate again.
    if (next !== 'review' && state.status !== 'pending') generation.reset()
    setStep(next)
  }

  // "Edit text" on the finished card set new words on it: the review's answers take them too, so
  // the summary shows what the card says and a card made again from them says the same.
  const onCardTextSaved = (image: CardImage) => {
    generation.onCardTextSaved(image)
    const text = image.card?.text?.trim() ?? ''
    form.setValue('cardText', text, { shouldDirty: true })
    form.setValue('includeText', text !== '', { shouldDirty: true })
  }

  const onCreateAnother = () => {
    generation.reset()
    form.reset(defaultWizardValues(pricing))
    setPhotoLeftOut(false)
    setStep('category')
  }

  // A visitor's saved wizard would otherwise come back on every visit until they sign in.
  const onStartOver = () => {
    persistence.clear()
    onCreateAnother()
  }

  const blockedReason =
    step === 'category' && !category
      ? 'Choose an occasion to continue'
      : step === 'style' && !style
        ? 'Choose a style to continue'
        : null

  return (
    <div ref={wizard} className="scroll-mt-20 overflow-hidden rounded-xl border bg-card shadow-card">
      <WizardProgress step={step} />
      <div className="px-4 py-6 sm:px-8 sm:py-8">
        {step === 'category' ? <CategoryStep form={form} /> : null}
        {step === 'description' ? <DescriptionStep form={form} /> : null}
        {step === 'style' ? <StyleStep form={form} /> : null}
        {step === 'text' ? <TextStep form={form} /> : null}
        {step === 'image' ? (
          <ImageStep
            form={form}
            photoOffered={pricing.options.photo}
            photoLeftOut={photoLeftOut}
            onPhotoChange={setPhoto}
          />
        ) : null}
        {step === 'review' ? (
          <ReviewStep
            form={form}
            pricing={pricing}
            balance={auth.user?.credits ?? null}
            generation={state}
            photoLeftOut={photoLeftOut}
            onEdit={goTo}
            onGenerate={() => generation.generate(form.getValues())}
            onCreateAnother={onCreateAnother}
            onCardTextSaved={onCardTextSaved}
            onRevised={generation.onRevised}
            onLeave={() => persistence.save(step, form.getValues())}
          />
        ) : null}
      </div>
      <WizardNav
        onBack={step === 'category' ? null : () => goTo(stepAfter(step, -1))}
        onContinue={step === 'review' ? null : () => goTo(stepAfter(step))}
        onStartOver={step === 'review' ? onStartOver : null}
        blockedReason={blockedReason}
        busy={busy}
      />
    </div>
  )
}
