import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { apiJson, getErrorMessage } from '@/lib/api-client'
import { CURRENT_USER_QUERY_KEY, type User } from '@/lib/auth'
import { savedImageSchema } from '@/lib/image'
import { QUALITIES, SIZES, type Quality, type Size } from '@/lib/pricing'
import { toast } from '@/lib/toast'

export const PROMPT_MIN_LENGTH = 10
export const PROMPT_MAX_LENGTH = 4000
export const OUTPUT_FORMATS = ['png', 'jpeg', 'webp'] as const
export const STYLES = ['vivid', 'natural'] as const

export type OutputFormat = (typeof OUTPUT_FORMATS)[number]

/** The image form; the server checks the same rules. */
export const generateFormSchema = z.object({
  prompt: z
    .string()
    .trim()
    .min(PROMPT_MIN_LENGTH, `Description must be at least ${PROMPT_MIN_LENGTH} characters`)
    .max(PROMPT_MAX_LENGTH, `Description must be at most ${PROMPT_MAX_LENGTH.toLocaleString('en-US')} characters`),
  size: z.enum(SIZES),
  quality: z.enum(QUALITIES),
  outputFormat: z.enum(OUTPUT_FORMATS),
  style: z.enum(STYLES),
  outputCompression: z.number().int().min(0).max(100).nullable(),
  transparentBackground: z.boolean(),
})

export type GenerateFormValues = z.infer<typeof generateFormSchema>

/** The body of POST /api/images/generate from the image form. */
export interface GenerateImageRequest {
  prompt: string
  size: Size
  quality: Quality
  outputFormat: OutputFormat
  style: GenerateFormValues['style']
  outputCompression: number | null
  background: 'transparent' | null
}

/** Compression only applies to jpeg and webp; a transparent background only to png and webp. */
export function supportsCompression(format: OutputFormat): boolean {
  return format === 'jpeg' || format === 'webp'
}

export function supportsTransparency(format: OutputFormat): boolean {
  return format === 'png' || format === 'webp'
}

export function toGenerateRequest(values: GenerateFormValues): GenerateImageRequest {
  return {
    prompt: values.prompt,
    size: values.size,
    quality: values.quality,
    outputFormat: values.outputFormat,
    style: values.style,
    outputCompression: supportsCompression(values.outputFormat) ? values.outputCompression : null,
    background: supportsTransparency(values.outputFormat) && values.transparentBackground ? 'transparent' : null,
  }
}

export const generatedImageSchema = savedImageSchema.extend({ credits: z.number() })

export type GeneratedImage = z.infer<typeof generatedImageSchema>

export const GENERATION_FAILED_FALLBACK = 'Failed to generate image. Please try again.'

export async function generateImage(request: GenerateImageRequest): Promise<GeneratedImage> {
  return generatedImageSchema.parse(await apiJson('POST', '/api/images/generate', request))
}

export function useGenerateImage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: generateImage,
    onSuccess: (image) => {
      // Show the new balance at once, then confirm it with the server.
      queryClient.setQueryData<User | null>(CURRENT_USER_QUERY_KEY, (user) =>
        user ? { ...user, credits: image.credits } : user,
      )
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY })
      void queryClient.invalidateQueries({ queryKey: ['/api/images'] })
      void queryClient.invalidateQueries({ queryKey: ['/api/images/recent'] })
      toast({ title: 'Image Generated!', description: 'Your image is ready to download or share.' })
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: 'Generation Failed', description: getErrorMessage(error, GENERATION_FAILED_FALLBACK) })
    },
  })
}
