import { useState } from 'react'
import type { CardImage, GeneratedCardImage } from '@/components/images/card-image'
import { ApiError, getErrorMessage } from '@/lib/api-client'
import { useAuth } from '@/lib/auth'
import { costOf, type Pricing } from '@/lib/pricing'
import { toast } from '@/lib/toast'
import { CARD_GENERATION_FAILED_FALLBACK, toCardRequest, useGenerateCard } from '../api/generate-card'
import type { CardWizardValues } from '../utils/wizard-values'

export type CardGenerationState =
  | { status: 'idle' }
  | { status: 'pending'; startedAt: number; expectedSeconds: number }
  | { status: 'error'; message: string }
  | { status: 'success'; image: GeneratedCardImage }

const LOGIN_REQUIRED = { title: 'Login Required', description: 'Please login to generate cards' }
const INSUFFICIENT_CREDITS = {
  title: 'Insufficient Credits',
  description: "You don't have enough credits to generate this card",
}

/** Makes the card from the wizard's answers: checks the session and balance first (as the
 * image form does), says how it went in a toast, and reports the state the review shows. */
export function useCardGeneration(pricing: Pricing) {
  const auth = useAuth()
  const generation = useGenerateCard({ mutationConfig: { onSuccess: toastCardMade, onError: toastCardFailed } })
  // The card as "Edit text" last saved it: a new file and new words on the same card.
  const [edited, setEdited] = useState<CardImage | null>(null)

  const generate = (values: CardWizardValues) => {
    const request = toCardRequest(values, pricing.options.photo)
    if (!request) return
    if (auth.status !== 'authenticated') {
      toast({ variant: 'destructive', ...LOGIN_REQUIRED })
      return
    }
    if (auth.user.credits < costOf(pricing, values.quality, values.size)) {
      toast({ variant: 'destructive', ...INSUFFICIENT_CREDITS })
      return
    }
    generation.mutate(request)
  }

  const reset = () => {
    setEdited(null)
    generation.reset()
  }

  return { state: generationState(generation, pricing, edited), generate, reset, onCardTextSaved: setEdited }
}

function toastCardMade() {
  toast({ title: 'Card Generated!', description: 'Your card is ready to download or share.' })
}

/** The server's refusals that have their own words (spec §8); anything else is a failure. */
function toastCardFailed(error: Error) {
  if (error instanceof ApiError && error.status === 401) {
    toast({ variant: 'destructive', ...LOGIN_REQUIRED })
  } else if (error instanceof ApiError && error.status === 402) {
    toast({ variant: 'destructive', ...INSUFFICIENT_CREDITS })
  } else {
    toast({
      variant: 'destructive',
      title: 'Generation Failed',
      description: getErrorMessage(error, CARD_GENERATION_FAILED_FALLBACK),
    })
  }
}

function generationState(
  generation: ReturnType<typeof useGenerateCard>,
  pricing: Pricing,
  edited: CardImage | null,
): CardGenerationState {
  if (generation.isPending && generation.variables) {
    const expectedSeconds = pricing.expectedSeconds[generation.variables.quality]
    return { status: 'pending', startedAt: generation.submittedAt, expectedSeconds }
  }
  if (generation.isSuccess) {
    // The answer was parsed with its card (see generateCard); the shared generation hook types it without.
    const made: GeneratedCardImage = generation.data
    // Edited words keep the balance the card was paid with: only the image and its card change.
    return { status: 'success', image: edited?.id === made.id ? { ...made, ...edited } : made }
  }
  if (generation.isError) {
    return { status: 'error', message: getErrorMessage(generation.error, CARD_GENERATION_FAILED_FALLBACK) }
  }
  return { status: 'idle' }
}
