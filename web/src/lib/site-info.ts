import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { apiJson } from './api-client'
import type { components } from './api-types'
import { queryKeys } from './query-keys'

export const siteInfoSchema = z.object({
  imageProviderName: z.string(),
  paymentsMode: z.string(),
}) satisfies z.ZodType<components['schemas']['SiteInfo']>

export type SiteInfo = z.infer<typeof siteInfoSchema>

export async function getSiteInfo(): Promise<SiteInfo> {
  return siteInfoSchema.parse(await apiJson('GET', '/api/site'))
}

export const siteInfoQueryOptions = queryOptions({ queryKey: queryKeys.site, queryFn: getSiteInfo })

/** Public facts about this deployment (which image provider, which payment mode). */
export function useSiteInfo() {
  return useQuery(siteInfoQueryOptions)
}
