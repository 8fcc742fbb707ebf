import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { apiJson } from '@/lib/api-client'
import { savedImageSchema, type SavedImage } from '@/lib/image'

export const RECENT_IMAGES_URL = '/api/images/recent'

/** The recent list uses the same image shape as the gallery. */
export type RecentImage = SavedImage

export async function getRecentImages(): Promise<RecentImage[]> {
  return z.array(savedImageSchema).parse(await apiJson('GET', RECENT_IMAGES_URL))
}

export const recentImagesQueryOptions = queryOptions({ queryKey: [RECENT_IMAGES_URL], queryFn: getRecentImages })

/** The signed-in user's five newest images. */
export function useRecentImages() {
  return useQuery(recentImagesQueryOptions)
}
