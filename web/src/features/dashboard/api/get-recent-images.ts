import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '@/lib/api'
import { savedImageSchema, type SavedImage } from '@/lib/image'
import { queryKeys } from '@/lib/query-keys'

/** The recent list uses the same image shape as the gallery. */
export type RecentImage = SavedImage

export async function getRecentImages(): Promise<RecentImage[]> {
  return z.array(savedImageSchema).parse(await api.GET('/api/images/recent'))
}

export const recentImagesQueryOptions = queryOptions({ queryKey: queryKeys.images.recent, queryFn: getRecentImages })

/** The signed-in user's five newest images. */
export function useRecentImages() {
  return useQuery(recentImagesQueryOptions)
}
