import { useEffect, useRef } from 'react'
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form'
import { CostEstimate } from '@/components/generation/cost-estimate'
import type { GenerationState } from '@/components/generation/generation-flow'
import type { CardImage } from '@/components/images/card-image'
import { OfflineDesignerNotice } from '@/components/generation/offline-designer-notice'
import { QualityOptions, SizeOptions } from '@/components/generation/option-fields'
import { Label } from '@/components/ui/label'
import { Switch } from '@/components/ui/switch'
import { costOf, type Pricing } from '@/lib/pricing'
import { revealBelowTheFold } from '@/lib/reveal'
import type { StepId } from '@/features/create/data/steps'
import type { CardWizardValues } from '@/features/create/utils/wizard-values'
import { CardPanel } from '../card-panel'
import { PhotoNote } from '../photo-note'
import { ReviewSummary } from '../review-summary'
import { StepHeader } from '../step-header'

/** Said beside the photo when the image model in use cannot be asked to keep faces. */
const FACES_MAY_CHANGE = 'The image model in use may change the faces in your photo.'

interface ReviewStepProps {
  form: UseFormReturn<CardWizardValues>
  pricing: Pricing
  /** The balance of a signed-in user; null for a visitor. */
  balance: number | null
  generation: GenerationState
  photoLeftOut: boolean
  onEdit: (step: StepId) => void
  onGenerate: () => void
  onCreateAnother: () => void
  onCardTextSaved: (image: CardImage) => void
  /** The finished card's new version, made by Revise. */
  onRevised: (image: CardImage) => void
  onLeave: () => void
}

export function ReviewStep({ form, pricing, balance, generation, photoLeftOut, onEdit, ...actions }: ReviewStepProps) {
  const [quality, size, photo] = useWatch({ control: form.control, name: ['quality', 'size', 'uploadedImage'] })
  // A photo is never sent to an image model that cannot build on one (see toCardRequest).
  const photoOffered = pricing.options.photo
  const busy = generation.status === 'pending'
  const signedIn = balance !== null
  const panel = useRef<HTMLDivElement>(null)
  const resultId = generation.status === 'success' ? generation.image.id : null
  useEffect(() => {
    if (resultId && panel.current) revealBelowTheFold(panel.current)
  }, [resultId])
  return (
    <>
      <StepHeader title="Review your card" description="Check your choices, pick the quality and size, and make it." />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-8">
        <div className="grid gap-6">
          {/* Above the summary, whose description it says will not be drawn. */}
          <OfflineDesignerNotice />
          {photoOffered && photoLeftOut && !photo ? <PhotoNote /> : null}
          <ReviewSummary form={form} onEdit={onEdit} busy={busy} photoOffered={photoOffered} />
          <fieldset disabled={busy} className="grid gap-6">
            <legend className="sr-only">Card options</legend>
            {photoOffered && photo ? (
              <div className="flex items-center justify-between gap-4 rounded-lg border px-4 py-3">
                <div className="grid gap-0.5">
                  <Label htmlFor="includeUploadedImage">Include my photo</Label>
                  <p id="include-photo-hint" className="text-xs text-muted-foreground">
                    Switch off to make the card without it.
                    {pricing.options.keepsFaces ? null : ` ${FACES_MAY_CHANGE}`}
                  </p>
                </div>
                <Controller
                  control={form.control}
                  name="includeUploadedImage"
                  render={({ field }) => (
                    <Switch
                      id="includeUploadedImage"
                      aria-describedby="include-photo-hint"
                      checked={field.value}
                      onCheckedChange={field.onChange}
                      onBlur={field.onBlur}
                    />
                  )}
                />
              </div>
            ) : null}
            {/* Two across: beside the card panel, four would squeeze the labels. */}
            <SizeOptions
              registration={form.register('size')}
              offered={pricing.options.sizes}
              columnsClassName="grid-cols-2"
            />
            <QualityOptions
              registration={form.register('quality')}
              pricing={pricing}
              size={size}
              columnsClassName="grid-cols-2"
            />
          </fieldset>
          <CostEstimate cost={costOf(pricing, quality, size)} balance={balance} subject="card" />
        </div>
        <div ref={panel} className="scroll-mt-24 lg:sticky lg:top-24">
          <CardPanel state={generation} signedIn={signedIn} {...actions} />
        </div>
      </div>
    </>
  )
}
