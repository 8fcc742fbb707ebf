import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { apiJson } from './api-client'

export const siteInfoSchema = z.object({
  imageProviderName: z.string(),
  paymentsMode: z.string(),
})

export type SiteInfo = z.infer<typeof siteInfoSchema>

export async function getSiteInfo(): Promise<SiteInfo> {
  return siteInfoSchema.parse(await apiJson('GET', '/api/site'))
}

export const siteInfoQueryOptions = queryOptions({ queryKey: ['/api/site'], queryFn: getSiteInfo })

/** Public facts about this deployment (which image provider, which payment mode). */
export function useSiteInfo() {
  return useQuery(siteInfoQueryOptions)
}
