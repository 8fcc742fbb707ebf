import { useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { useGeneration, type GenerationConfig } from '@/hooks/use-generation'
import { api } from '@/lib/api'
import { ApiError, getErrorMessage } from '@/lib/api-client'
import { QUALITIES, SIZES, type Quality, type Size } from '@/lib/generation'
import { readGeneration, WATCH_HEADERS, type GenerationPreview } from '@/lib/generation-stream'
import { usePricing, type Pricing } from '@/lib/pricing'
import { queryKeys } from '@/lib/query-keys'
import { cardImageSchema, generatedCardImageSchema, type CardImage, type GeneratedCardImage } from './card-image'

/**
 * POST /api/images/{id}/revise: a new image made from one of the user's images and an
 * instruction in words ("Make the sky a sunset"). The original is kept; the new one names it in
 * `revisedFrom`. Paid and watched like a generation (idempotency key, previews, new balance); a
 * card's words are not sent to the model: the server sets them again on the revised art.
 */

export const INSTRUCTION_MIN_LENGTH = 3
export const INSTRUCTION_MAX_LENGTH = 1000

export const reviseFormSchema = z.object({
  instruction: z
    .string()
    .trim()
    .min(INSTRUCTION_MIN_LENGTH, `Say what should change in at least ${INSTRUCTION_MIN_LENGTH} characters`)
    .max(INSTRUCTION_MAX_LENGTH, `Keep it to ${INSTRUCTION_MAX_LENGTH.toLocaleString('en-US')} characters`),
  quality: z.enum(QUALITIES),
  size: z.enum(SIZES),
})

export type ReviseFormValues = z.infer<typeof reviseFormSchema>

export interface ReviseImageRequest extends ReviseFormValues {
  /** The image to revise. */
  id: string
}

/** What is revised, as the messages name it. */
export type RevisedThing = 'image' | 'card'

export function revisedThing(image: Pick<CardImage, 'card'>): RevisedThing {
  return image.card ? 'card' : 'image'
}

/** The form's first values: the image's own quality and size where the image model in use still
 * offers them, else the usual defaults. */
export function reviseDefaults(image: Pick<CardImage, 'quality' | 'size'>, pricing: Pricing): ReviseFormValues {
  const { qualities, sizes } = pricing.options
  const quality = qualities.find((offered) => offered === image.quality) ?? offeredOr(qualities, pricing.defaults.quality)
  const size = sizes.find((offered) => offered === image.size) ?? offeredOr(sizes, pricing.defaults.size)
  return { instruction: '', quality, size }
}

function offeredOr<T extends Quality | Size>(offered: readonly T[], preferred: T): T {
  return offered.includes(preferred) ? preferred : offered[0]
}

/** The dialog's words for a refusal without a message of its own. */
export function revisionFailedMessage(error: unknown, thing: RevisedThing): string {
  if (error instanceof ApiError && error.status === 402) {
    return getErrorMessage(error, `You don't have enough credits to revise this ${thing}`)
  }
  return getErrorMessage(error, `Could not revise your ${thing}. Please try again.`)
}

export async function reviseImage(
  { id, ...body }: ReviseImageRequest,
  idempotencyKey: string,
  onPreview: (preview: GenerationPreview) => void = () => {},
): Promise<GeneratedCardImage> {
  const response = await api.response('POST', '/api/images/{id}/revise', {
    params: { path: { id } },
    body,
    headers: { 'Idempotency-Key': idempotencyKey, ...WATCH_HEADERS },
  })
  return generatedCardImageSchema.parse(await readGeneration(response, onPreview))
}

/** Revises an image (credits, idempotency and refreshes as every generation does); the new
 * version is known at once to whatever shows it by id (the gallery's viewer). */
export function useReviseImage({ mutationConfig = {} }: { mutationConfig?: GenerationConfig<ReviseImageRequest> } = {}) {
  const queryClient = useQueryClient()
  const { onSuccess, ...config } = mutationConfig
  return useGeneration(reviseImage, {
    ...config,
    onSuccess: (image, ...rest) => {
      // The viewer reads this entry: it shows the new version at once, without another request.
      queryClient.setQueryData(queryKeys.images.detail(image.id), cardImageSchema.parse(image))
      return onSuccess?.(image, ...rest)
    },
  })
}

/** Whether the image model in use can revise images: Revise is offered only then (not while the
 * options load, nor when they cannot be loaded). */
export function useRevisionOffered(): Pricing | null {
  const pricing = usePricing()
  return pricing.data?.options.revise ? pricing.data : null
}
