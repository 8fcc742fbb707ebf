import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { apiJson } from './api-client'
import type { components } from './api-types'
import { queryKeys } from './query-keys'

export const QUALITIES = ['low', 'medium', 'high', 'auto'] as const
export const SIZES = ['1024x1024', '1024x1536', '1536x1024', 'auto'] as const
export type Quality = (typeof QUALITIES)[number]
export type Size = (typeof SIZES)[number]

const costRowSchema = z.record(z.enum(SIZES), z.number())

export const pricingSchema = z.object({
  costs: z.record(z.enum(QUALITIES), costRowSchema),
  defaults: z.object({
    size: z.enum(SIZES),
    quality: z.enum(QUALITIES),
    outputFormat: z.enum(['png', 'jpeg', 'webp']),
    style: z.enum(['natural', 'vivid']),
    outputCompression: z.number(),
  }),
  expectedSeconds: z.record(z.enum(QUALITIES), z.number()),
}) satisfies z.ZodType<components['schemas']['Pricing']>

export type Pricing = z.infer<typeof pricingSchema>

export async function getPricing(): Promise<Pricing> {
  return pricingSchema.parse(await apiJson('GET', '/api/pricing'))
}

export const pricingQueryOptions = queryOptions({ queryKey: queryKeys.pricing, queryFn: getPricing })

/** The server's price table (credits per image by quality and size): the one source of every estimate. */
export function usePricing() {
  return useQuery(pricingQueryOptions)
}

export function costOf(pricing: Pricing, quality: Quality, size: Size): number {
  return pricing.costs[quality][size]
}
