import type { UseMutationResult } from '@tanstack/react-query'
import { useState } from 'react'
import type { CardImage, GeneratedCardImage } from '@/components/images/card-image'
import { getErrorMessage } from '@/lib/api-client'
import { useAuth } from '@/lib/auth'
import type { GenerationPreview } from '@/lib/generation-stream'
import type { GeneratedImage } from '@/lib/image'
import { costOf, type Pricing, type Quality, type Size } from '@/lib/pricing'
import { toast } from '@/lib/toast'

/**
 * What the image form and the card wizard share around a generation: the state their preview
 * shows, the check that the visitor is signed in and can pay before anything is sent, and the
 * words of those two refusals.
 */

/** What is being made, as the messages name it. */
export type GeneratedThing = 'image' | 'card'

/** A card from the wizard carries its `card`; an image from the form has none. */
export type GenerationState =
  | { status: 'idle' }
  | { status: 'pending'; startedAt: number; expectedSeconds: number; preview: GenerationPreview | null }
  | { status: 'error'; message: string }
  | { status: 'success'; image: GeneratedCardImage }

export function loginRequired(thing: GeneratedThing) {
  return { title: 'Login Required', description: `Please login to generate ${thing}s` }
}

export function insufficientCredits(thing: GeneratedThing) {
  return { title: 'Insufficient Credits', description: `You don't have enough credits to generate this ${thing}` }
}

/**
 * Answers whether a generation with these options may be sent: a visitor who is not signed in,
 * or whose balance does not cover the cost, is told why in a toast instead.
 */
export function useCanGenerate(pricing: Pricing, thing: GeneratedThing) {
  const auth = useAuth()
  return ({ quality, size }: { quality: Quality; size: Size }): boolean => {
    if (auth.status !== 'authenticated') {
      toast({ variant: 'destructive', ...loginRequired(thing) })
      return false
    }
    if (auth.user.credits < costOf(pricing, quality, size)) {
      toast({ variant: 'destructive', ...insufficientCredits(thing) })
      return false
    }
    return true
  }
}

/** The state of a generation's mutation: its progress timed by the quality asked for, the
 * result, or the server's reason (`failedFallback` when it gave none). */
export function generationState<Request extends { quality: Quality }>(
  generation: UseMutationResult<GeneratedImage, Error, Request> & { preview?: GenerationPreview | null },
  pricing: Pricing,
  failedFallback: string,
): GenerationState {
  if (generation.isPending && generation.variables) {
    const expectedSeconds = pricing.expectedSeconds[generation.variables.quality]
    return { status: 'pending', startedAt: generation.submittedAt, expectedSeconds, preview: generation.preview ?? null }
  }
  if (generation.isSuccess) return { status: 'success', image: generation.data }
  if (generation.isError) return { status: 'error', message: getErrorMessage(generation.error, failedFallback) }
  return { status: 'idle' }
}

/**
 * The result as changed after it was made: new words on a card (Edit text: the same image, a new
 * file) or a new version of it (Revise: a new image in its place, the first one kept in the
 * gallery). A change belongs to the result it was made from (`resultId`, the generation's image),
 * so the next generation shows as it came.
 */
export function useChangedResult(resultId: string | undefined) {
  const [changed, setChanged] = useState<{ of: string; image: CardImage } | null>(null)
  return {
    /** The state to show: a finished generation with its latest change. */
    show(state: GenerationState): GenerationState {
      if (state.status !== 'success' || changed?.of !== state.image.id) return state
      return { status: 'success', image: { ...state.image, ...changed.image } }
    },
    /** The result's newest version: its new words, or the revision that replaces it. */
    change(image: CardImage) {
      if (!resultId) return
      setChanged((previous) => ({
        of: resultId,
        image: previous?.of === resultId ? { ...previous.image, ...image } : image,
      }))
    },
    forget: () => setChanged(null),
  }
}
