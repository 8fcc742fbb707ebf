import { zodResolver } from '@hookform/resolvers/zod'
import { Type, WandSparkles } from 'lucide-react'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { FormAlert } from '@/components/form/form-alert'
import { TextareaField } from '@/components/form/textarea-field'
import { CostEstimate } from '@/components/generation/cost-estimate'
import { generationState } from '@/components/generation/generation-flow'
import { GenerationPlaceholder } from '@/components/generation/generation-placeholder'
import { QualityOptions, SizeOptions } from '@/components/generation/option-fields'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, LONG_FORM_DIALOG } from '@/components/ui/dialog'
import { useAuth } from '@/lib/auth'
import { creditsLabel } from '@/lib/credits-label'
import { applyServerError } from '@/lib/form-errors'
import { costOf, type Pricing } from '@/lib/pricing'
import { toast } from '@/lib/toast'
import type { CardImage, GeneratedCardImage } from './card-image'
import {
  INSTRUCTION_MAX_LENGTH,
  INSTRUCTION_MIN_LENGTH,
  reviseDefaults,
  reviseFormSchema,
  revisedThing,
  revisionFailedMessage,
  useReviseImage,
  type ReviseFormValues,
  type ReviseImageRequest,
  type RevisedThing,
} from './revise-image'

export type RevisableImage = Pick<CardImage, 'id' | 'quality' | 'size' | 'card'> & { thumbnailUrl?: string | null }

interface ReviseImageDialogProps {
  image: RevisableImage
  /** The price table and the options the image model in use offers. */
  pricing: Pricing
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The new version, once made: whoever shows the image may show this one instead. */
  onRevised?: (image: GeneratedCardImage) => void
}

/**
 * Revise an image in words: what should change, at which quality and size, for what. While the
 * new version is made its previews show here; closing the window does not stop it (the server
 * finishes it and it lands in the gallery), and the toast still says when it is ready.
 */
export function ReviseImageDialog({ image, pricing, open, onOpenChange, onRevised }: ReviseImageDialogProps) {
  const thing = revisedThing(image)
  const title = thing === 'card' ? 'Card Revised!' : 'Image Revised!'
  const revision = useReviseImage({
    mutationConfig: {
      onSuccess: (revised) => {
        toast({ title, description: 'Your new version is ready. The earlier one is still in your gallery.' })
        onOpenChange(false)
        onRevised?.(revised)
      },
      onError: (error) =>
        toast({ variant: 'destructive', title: 'Revision Failed', description: revisionFailedMessage(error, thing) }),
    },
  })
  const state = generationState(revision, pricing, '')
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={LONG_FORM_DIALOG}>
        <DialogHeader className="flex flex-row items-center gap-4 px-5 pt-5 pb-4 pr-14 sm:px-6 sm:pt-6">
          {image.thumbnailUrl ? (
            <img src={image.thumbnailUrl} alt="" className="size-14 shrink-0 rounded-md border bg-muted object-cover" />
          ) : null}
          <div className="grid min-w-0 gap-1">
            <DialogTitle>{thing === 'card' ? 'Revise card' : 'Revise image'}</DialogTitle>
            <DialogDescription>
              Say what should change and get a new version. This {thing} stays in your gallery as it is.
            </DialogDescription>
          </div>
        </DialogHeader>
        {state.status === 'pending' ? (
          <div className="grid gap-3 px-5 pt-2 pb-6 sm:px-6">
            <GenerationPlaceholder state={state} thing={thing} icon={WandSparkles} className="min-h-72" />
            <p className="text-center text-sm text-muted-foreground">
              The new version is saved in your gallery, even if you close this window.
            </p>
          </div>
        ) : null}
        {/* Kept (hidden) while the revision is made, so a refusal comes back to the words as typed. */}
        <ReviseForm
          image={image}
          pricing={pricing}
          thing={thing}
          hidden={state.status === 'pending'}
          onRevise={(request) => revision.mutateAsync(request)}
          onCancel={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  )
}

const FIELDS = ['instruction', 'quality', 'size'] as const

interface ReviseFormProps {
  image: RevisableImage
  pricing: Pricing
  thing: RevisedThing
  hidden: boolean
  onRevise: (request: ReviseImageRequest) => Promise<unknown>
  onCancel: () => void
}

function ReviseForm({ image, pricing, thing, hidden, onRevise, onCancel }: ReviseFormProps) {
  const auth = useAuth()
  const form = useForm<ReviseFormValues>({
    resolver: zodResolver(reviseFormSchema),
    defaultValues: reviseDefaults(image, pricing),
  })
  // A refusal the server tied to a field shows under it; any other above the form.
  const [alert, setAlert] = useState<string | null>(null)
  const [instruction, quality, size] = useWatch({ control: form.control, name: ['instruction', 'quality', 'size'] })
  const cost = costOf(pricing, quality, size)
  const tooShort = instruction.trim().length < INSTRUCTION_MIN_LENGTH

  const onSubmit = form.handleSubmit(async (values) => {
    setAlert(null)
    try {
      await onRevise({ id: image.id, ...values })
    } catch (error) {
      setAlert(applyServerError(error, form.setError, FIELDS, revisionFailedMessage(error, thing)))
    }
  })

  return (
    <form noValidate onSubmit={onSubmit} hidden={hidden} className="flex flex-1 flex-col">
      <div className="grid gap-5 px-5 pt-2 pb-6 sm:px-6">
        <FormAlert message={alert} />
        <TextareaField
          form={form}
          name="instruction"
          id="revise-instruction"
          label="What should change?"
          hint="Describe the change, not the whole picture: the colours, the light, the time of day, the weather or the style."
          rows={3}
          maxLength={INSTRUCTION_MAX_LENGTH}
          placeholder="Make the sky a sunset"
        />
        {image.card?.text ? (
          <p className="flex items-start gap-2 rounded-lg border bg-secondary/40 px-4 py-3 text-sm text-foreground">
            <Type aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
            Your card's words stay exactly as they are.
          </p>
        ) : null}
        <QualityOptions registration={form.register('quality')} pricing={pricing} size={size} />
        <SizeOptions registration={form.register('size')} offered={pricing.options.sizes} />
        <CostEstimate cost={cost} balance={auth.user?.credits ?? null} subject="revision" />
      </div>
      <div className="sticky bottom-0 mt-auto flex flex-col-reverse gap-2 border-t bg-card px-5 py-4 sm:flex-row sm:justify-end sm:px-6">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={tooShort}>
          <WandSparkles aria-hidden />
          Revise for {creditsLabel(cost)}
        </Button>
      </div>
    </form>
  )
}
