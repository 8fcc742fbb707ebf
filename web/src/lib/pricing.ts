import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from './api'
import type { components } from './api-types'
import { queryKeys } from './query-keys'

export const QUALITIES = ['low', 'medium', 'high', 'auto'] as const
export const SIZES = ['1024x1024', '1024x1536', '1536x1024', 'auto'] as const
export const OUTPUT_FORMATS = ['png', 'jpeg', 'webp'] as const
export type Quality = (typeof QUALITIES)[number]
export type Size = (typeof SIZES)[number]
export type OutputFormat = (typeof OUTPUT_FORMATS)[number]

const costRowSchema = z.record(z.enum(SIZES), z.number())

/** What the image model in use can be asked for: the server refuses anything else, so the
 * screens offer only these (each list in the order above, never empty). */
const optionsSchema = z.object({
  sizes: z.array(z.enum(SIZES)).min(1),
  qualities: z.array(z.enum(QUALITIES)).min(1),
  outputFormats: z.array(z.enum(OUTPUT_FORMATS)).min(1),
  transparentBackground: z.boolean(),
  outputCompression: z.boolean(),
  /** A card built from an uploaded photo. */
  photo: z.boolean(),
  /** The photo's faces and details are kept in the card made from it. */
  keepsFaces: z.boolean(),
  maxPromptChars: z.number().int().positive(),
  /** An image can be revised in words (POST /api/images/{id}/revise); when false, no Revise
   * control is offered. */
  revise: z.boolean(),
})

export const pricingSchema = z.object({
  costs: z.record(z.enum(QUALITIES), costRowSchema),
  defaults: z.object({
    size: z.enum(SIZES),
    quality: z.enum(QUALITIES),
    outputFormat: z.enum(OUTPUT_FORMATS),
    style: z.enum(['natural', 'vivid']),
    outputCompression: z.number(),
  }),
  expectedSeconds: z.record(z.enum(QUALITIES), z.number()),
  options: optionsSchema,
}) satisfies z.ZodType<components['schemas']['Pricing']>

export type Pricing = z.infer<typeof pricingSchema>
export type ImageOptions = z.infer<typeof optionsSchema>

export async function getPricing(): Promise<Pricing> {
  return pricingSchema.parse(await api.GET('/api/pricing'))
}

export const pricingQueryOptions = queryOptions({ queryKey: queryKeys.pricing, queryFn: getPricing })

/** The server's price table (credits per image by quality and size): the one source of every
 * estimate, and of the options the image model in use offers. */
export function usePricing() {
  return useQuery(pricingQueryOptions)
}

export function costOf(pricing: Pricing, quality: Quality, size: Size): number {
  return pricing.costs[quality][size]
}
