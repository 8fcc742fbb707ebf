import { zodResolver } from '@hookform/resolvers/zod'
import { LoaderCircle, Sparkles } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { CostEstimate } from '@/components/generation/cost-estimate'
import { generationState, useCanGenerate, useChangedResult } from '@/components/generation/generation-flow'
import { OfflineDesignerNotice } from '@/components/generation/offline-designer-notice'
import { Button } from '@/components/ui/button'
import { getErrorMessage } from '@/lib/api-client'
import { useAuth } from '@/lib/auth'
import { costOf, type Pricing } from '@/lib/pricing'
import { revealBelowTheFold } from '@/lib/reveal'
import { toast } from '@/lib/toast'
import {
  GENERATION_FAILED_FALLBACK,
  generateFormSchema,
  toGenerateRequest,
  useGenerateImage,
  type GenerateFormValues,
} from '../api/generate-image'
import { defaultFormValues } from '../utils/default-values'
import { GenerateFormFields } from './generate-form-fields'
import { PreviewPane } from './preview-pane'

interface ImageGeneratorProps {
  pricing: Pricing
  /** Text to start the description with (a prompt picked elsewhere on the site). */
  initialPrompt?: string
}

/** The image form beside its preview: checks, sends, and shows progress and the result. */
export function ImageGenerator({ pricing, initialPrompt = '' }: ImageGeneratorProps) {
  const auth = useAuth()
  const canGenerate = useCanGenerate(pricing, 'image')
  const preview = useRef<HTMLDivElement>(null)
  const generation = useGenerateImage({
    mutationConfig: {
      onSuccess: () => toast({ title: 'Image Generated!', description: 'Your image is ready to download or share.' }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Generation Failed',
          description: getErrorMessage(error, GENERATION_FAILED_FALLBACK),
        }),
    },
  })
  const resultId = generation.data?.id
  // The result as Revise last changed it: its new version shows in its place.
  const changes = useChangedResult(resultId)
  useEffect(() => {
    if (resultId && preview.current) revealBelowTheFold(preview.current)
  }, [resultId])
  const { options } = pricing
  const form = useForm<GenerateFormValues>({
    resolver: zodResolver(generateFormSchema(options.maxPromptChars)),
    defaultValues: { ...defaultFormValues(pricing), prompt: initialPrompt.slice(0, options.maxPromptChars) },
  })
  const [quality, size] = useWatch({ control: form.control, name: ['quality', 'size'] })
  const cost = costOf(pricing, quality, size)
  const pending = generation.isPending

  const onSubmit = form.handleSubmit((values) => {
    if (canGenerate(values)) generation.mutate(toGenerateRequest(values, options))
  })

  const onGenerateNew = () => {
    changes.forget()
    generation.reset()
    form.reset(defaultFormValues(pricing))
  }

  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-8">
      <form noValidate onSubmit={onSubmit} className="grid gap-6 rounded-xl border bg-card p-4 shadow-card sm:p-6">
        {/* Read before the description is written, not after the credits are spent. */}
        <OfflineDesignerNotice />
        <fieldset disabled={pending} className="grid gap-6">
          <GenerateFormFields form={form} pricing={pricing} />
        </fieldset>
        <CostEstimate cost={cost} balance={auth.user?.credits ?? null} />
        <Button type="submit" size="lg" className="w-full" disabled={pending} aria-busy={pending}>
          {pending ? <LoaderCircle aria-hidden className="animate-spin" /> : <Sparkles aria-hidden />}
          {pending ? 'Generating…' : 'Generate Image'}
        </Button>
      </form>
      <div ref={preview} className="lg:sticky lg:top-24">
        <PreviewPane
          state={changes.show(generationState(generation, pricing, GENERATION_FAILED_FALLBACK))}
          onGenerateNew={onGenerateNew}
          onRevised={changes.change}
        />
      </div>
    </div>
  )
}
