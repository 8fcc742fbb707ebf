import { generatedCardImageSchema, type GeneratedCardImage } from '@/components/images/card-image'
import { useGeneration, type GenerationConfig } from '@/hooks/use-generation'
import { api } from '@/lib/api'
import { readGeneration, WATCH_HEADERS, type GenerationPreview } from '@/lib/generation-stream'
import type { components } from '@/lib/api-types'
import type { Quality, Size } from '@/lib/generation'
import type { CategoryId } from '../data/categories'
import type { StyleId } from '../data/styles'
import type { CardWizardValues } from '../utils/wizard-values'

/** The body of POST /api/cards/generate: its OpenAPI type, narrowed to the wizard's choices. */
export interface GenerateCardRequest extends ApiGenerateCardRequest {
  category: CategoryId
  style: StyleId
  description: string
  includeText: boolean
  cardText: string
  quality: Quality
  size: Size
  /** Only when there is a photo and the visitor chose to include it. */
  uploadedImage?: string
  includeUploadedImage: boolean
}

type ApiGenerateCardRequest = components['schemas']['GenerateCardRequest']

export const CARD_GENERATION_FAILED_FALLBACK = 'Failed to generate card. Please try again.'

/** The request for the wizard's answers; null while the occasion or style is missing. The photo
 * goes only when `photoOffered`: the server refuses one the image model in use cannot build on. */
export function toCardRequest(values: CardWizardValues, photoOffered: boolean): GenerateCardRequest | null {
  if (!values.category || !values.style) return null
  const photo = photoOffered && values.includeUploadedImage ? values.uploadedImage : null
  // Text switched on with nothing written is a card without text (the server refuses text that
  // is on but empty); text switched off stays off, whatever is left in the box.
  const includeText = values.includeText && values.cardText.trim() !== ''
  return {
    category: values.category,
    style: values.style,
    description: values.description.trim(),
    includeText,
    cardText: includeText ? values.cardText.trim() : '',
    quality: values.quality,
    size: values.size,
    ...(photo ? { uploadedImage: photo } : {}),
    includeUploadedImage: photo !== null,
  }
}

/** Makes the card; answered like POST /api/images/generate (the saved image and the balance),
 * with the card's words and layout beside it so they can be edited later. */
export async function generateCard(
  request: GenerateCardRequest,
  idempotencyKey: string,
  onPreview: (preview: GenerationPreview) => void = () => {},
): Promise<GeneratedCardImage> {
  const response = await api.response('POST', '/api/cards/generate', {
    body: request,
    headers: { 'Idempotency-Key': idempotencyKey, ...WATCH_HEADERS },
  })
  return generatedCardImageSchema.parse(await readGeneration(response, onPreview))
}

export function useGenerateCard({ mutationConfig }: { mutationConfig?: GenerationConfig<GenerateCardRequest> } = {}) {
  return useGeneration(generateCard, mutationConfig)
}
