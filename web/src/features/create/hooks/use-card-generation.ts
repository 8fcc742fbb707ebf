import {
  generationState,
  insufficientCredits,
  loginRequired,
  useCanGenerate,
  useChangedResult,
} from '@/components/generation/generation-flow'
import { ApiError, getErrorMessage } from '@/lib/api-client'
import type { Pricing } from '@/lib/pricing'
import { toast } from '@/lib/toast'
import { CARD_GENERATION_FAILED_FALLBACK, toCardRequest, useGenerateCard } from '../api/generate-card'
import type { CardWizardValues } from '../utils/wizard-values'

/** Makes the card from the wizard's answers: checks the session and balance first (as the
 * image form does), says how it went in a toast, and reports the state the review shows. */
export function useCardGeneration(pricing: Pricing) {
  const canGenerate = useCanGenerate(pricing, 'card')
  const generation = useGenerateCard({ mutationConfig: { onSuccess: toastCardMade, onError: toastCardFailed } })
  // The card as "Edit text" or "Revise" last changed it: new words, or a new version.
  const changes = useChangedResult(generation.data?.id)

  const generate = (values: CardWizardValues) => {
    const request = toCardRequest(values, pricing.options.photo)
    if (request && canGenerate(values)) generation.mutate(request)
  }

  const reset = () => {
    changes.forget()
    generation.reset()
  }

  const state = changes.show(generationState(generation, pricing, CARD_GENERATION_FAILED_FALLBACK))
  return { state, generate, reset, onCardTextSaved: changes.change, onRevised: changes.change }
}

function toastCardMade() {
  toast({ title: 'Card Generated!', description: 'Your card is ready to download or share.' })
}

/** The server's refusals that have their own words (spec §8); anything else is a failure. */
function toastCardFailed(error: Error) {
  if (error instanceof ApiError && error.status === 401) {
    toast({ variant: 'destructive', ...loginRequired('card') })
  } else if (error instanceof ApiError && error.status === 402) {
    toast({ variant: 'destructive', ...insufficientCredits('card') })
  } else {
    toast({
      variant: 'destructive',
      title: 'Generation Failed',
      description: getErrorMessage(error, CARD_GENERATION_FAILED_FALLBACK),
    })
  }
}
