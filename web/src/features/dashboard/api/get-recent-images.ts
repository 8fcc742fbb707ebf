import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { apiJson } from '@/lib/api-client'

export const RECENT_IMAGES_URL = '/api/images/recent'

export const recentImageSchema = z.object({
  id: z.string(),
  imageUrl: z.string(),
  thumbnailUrl: z.string(),
  prompt: z.string(),
  quality: z.string(),
  size: z.string(),
  outputFormat: z.string(),
  creditCost: z.number(),
  createdAt: z.string(),
})

export type RecentImage = z.infer<typeof recentImageSchema>

export async function getRecentImages(): Promise<RecentImage[]> {
  return z.array(recentImageSchema).parse(await apiJson('GET', RECENT_IMAGES_URL))
}

export const recentImagesQueryOptions = queryOptions({ queryKey: [RECENT_IMAGES_URL], queryFn: getRecentImages })

/** The signed-in user's five newest images. */
export function useRecentImages() {
  return useQuery(recentImagesQueryOptions)
}
