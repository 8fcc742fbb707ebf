import { useState } from 'react'
import {
  generationState,
  insufficientCredits,
  loginRequired,
  useCanGenerate,
  type GenerationState,
} from '@/components/generation/generation-flow'
import type { CardImage } from '@/components/images/card-image'
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
  // The card as "Edit text" last saved it: a new file and new words on the same card.
  const [edited, setEdited] = useState<CardImage | null>(null)

  const generate = (values: CardWizardValues) => {
    const request = toCardRequest(values, pricing.options.photo)
    if (request && canGenerate(values)) generation.mutate(request)
  }

  const reset = () => {
    setEdited(null)
    generation.reset()
  }

  const state = withEditedText(generationState(generation, pricing, CARD_GENERATION_FAILED_FALLBACK), edited)
  return { state, generate, reset, onCardTextSaved: setEdited }
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

/** Edited words keep the balance the card was paid with: only the image and its card change. */
function withEditedText(state: GenerationState, edited: CardImage | null): GenerationState {
  if (state.status !== 'success' || edited?.id !== state.image.id) return state
  return { status: 'success', image: { ...state.image, ...edited } }
}
