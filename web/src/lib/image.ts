import { z } from 'zod'
import type { components } from './api-types'

/**
 * A saved image as the server describes it (gallery, viewer and generation answers).
 * URLs are relative to the site, e.g. `/api/images/file/u/3f9c….png`.
 */
export const savedImageSchema = z.object({
  id: z.string(),
  imageUrl: z.string(),
  thumbnailUrl: z.string(),
  /** What the image model was sent, instructions included: not for showing. */
  prompt: z.string(),
  /** The maker's own words: what to show as the image's caption and alt text. */
  description: z.string(),
  /** The downloaded file's name without extension, e.g. "birthday-card-for-mina". */
  fileName: z.string(),
  quality: z.string(),
  size: z.string(),
  outputFormat: z.string(),
  creditCost: z.number(),
  createdAt: z.string(),
  /** The image's own page while it is shared, e.g. "/s/Zm9v…". */
  sharePath: z.string().nullish(),
  /** The image this one was revised from (its previous version); null for an original. */
  revisedFrom: z.string().nullish(),
  /** The instruction that made this version from the previous one, e.g. "Make the sky a sunset". */
  revision: z.string().nullish(),
}) satisfies z.ZodType<components['schemas']['ImageView']>

export type SavedImage = z.infer<typeof savedImageSchema>

/** "1024x1536" -> "1024 / 1536", for CSS `aspect-ratio` (square when unknown). */
export function aspectRatioOf(size: string): string {
  const [width, height] = size.split('x').map(Number)
  return width > 0 && height > 0 ? `${width} / ${height}` : '1 / 1'
}

/** "low" -> "Low". */
export function qualityLabel(quality: string): string {
  return quality.charAt(0).toUpperCase() + quality.slice(1)
}

const SIZE_NAMES: Record<string, string> = {
  '1024x1024': 'Square',
  '1024x1536': 'Portrait',
  '1536x1024': 'Landscape',
  auto: 'Auto',
}

/** "1024x1536" -> "1024 × 1536 (Portrait)". */
export function sizeLabel(size: string): string {
  if (size === 'auto') return 'Auto'
  const name = SIZE_NAMES[size]
  const dimensions = size.replace('x', ' × ')
  return name ? `${dimensions} (${name})` : dimensions
}

/** "jpeg" -> "JPEG", "webp" -> "WebP". */
export function formatLabel(format: string): string {
  return format === 'webp' ? 'WebP' : format.toUpperCase()
}

/** The answer to a generation (an image from the form, a card from the wizard): the saved
 * image and the balance after paying for it. */
export const generatedImageSchema = savedImageSchema.extend({
  credits: z.number(),
}) satisfies z.ZodType<components['schemas']['GeneratedImage']>

export type GeneratedImage = z.infer<typeof generatedImageSchema>
