import { z } from 'zod'
import { useGeneration, type GenerationConfig } from '@/hooks/use-generation'
import { api } from '@/lib/api'
import { readGeneration, WATCH_HEADERS, type GenerationPreview } from '@/lib/generation-stream'
import type { components } from '@/lib/api-types'
import {
  OUTPUT_FORMATS,
  PROMPT_MIN_LENGTH,
  QUALITIES,
  SIZES,
  STYLES,
  supportsCompression,
  supportsTransparency,
  type OutputFormat,
  type Quality,
  type Size,
  type Style,
} from '@/lib/generation'
import { generatedImageSchema, type GeneratedImage } from '@/lib/image'
import type { ImageOptions } from '@/lib/pricing'

/** The image form; the server checks the same rules. The longest description depends on the
 * image model in use (the pricing's `options.maxPromptChars`). */
export function generateFormSchema(maxPromptChars: number) {
  return z.object({
    prompt: z
      .string()
      .trim()
      .min(PROMPT_MIN_LENGTH, `Description must be at least ${PROMPT_MIN_LENGTH} characters`)
      .max(maxPromptChars, `Description must be at most ${maxPromptChars.toLocaleString('en-US')} characters`),
    size: z.enum(SIZES),
    quality: z.enum(QUALITIES),
    outputFormat: z.enum(OUTPUT_FORMATS),
    style: z.enum(STYLES),
    outputCompression: z.number().int().min(0).max(100).nullable(),
    transparentBackground: z.boolean(),
  })
}

export type GenerateFormValues = z.infer<ReturnType<typeof generateFormSchema>>

/** The body of POST /api/images/generate from the image form (the server's request type,
 * with every field the form always sends). */
export type GenerateImageRequest = components['schemas']['GenerateImageRequest'] & {
  prompt: string
  size: Size
  quality: Quality
  outputFormat: OutputFormat
  style: Style
  outputCompression: number | null
  background: 'transparent' | null
}

/** The request for the form's values. Compression and a transparent background go only where
 * the format has them and the image model in use takes them: the server refuses them otherwise. */
export function toGenerateRequest(values: GenerateFormValues, options: ImageOptions): GenerateImageRequest {
  const compression = options.outputCompression && supportsCompression(values.outputFormat)
  const transparent = options.transparentBackground && supportsTransparency(values.outputFormat)
  return {
    prompt: values.prompt,
    size: values.size,
    quality: values.quality,
    outputFormat: values.outputFormat,
    style: values.style,
    outputCompression: compression ? values.outputCompression : null,
    background: transparent && values.transparentBackground ? 'transparent' : null,
  }
}

export const GENERATION_FAILED_FALLBACK = 'Failed to generate image. Please try again.'

export async function generateImage(
  request: GenerateImageRequest,
  idempotencyKey: string,
  onPreview: (preview: GenerationPreview) => void = () => {},
): Promise<GeneratedImage> {
  const response = await api.response('POST', '/api/images/generate', {
    body: request,
    headers: { 'Idempotency-Key': idempotencyKey, ...WATCH_HEADERS },
  })
  return generatedImageSchema.parse(await readGeneration(response, onPreview))
}

/** Makes an image (credits, idempotency and refreshes as every generation does). */
export function useGenerateImage({ mutationConfig }: { mutationConfig?: GenerationConfig<GenerateImageRequest> } = {}) {
  return useGeneration(generateImage, mutationConfig)
}
