import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { cardImageSchema } from '@/components/images/card-image'
import { api } from '@/lib/api'
import type { components } from '@/lib/api-types'
import { paginationSchema } from '@/lib/pagination'
import { queryKeys } from '@/lib/query-keys'

export const GALLERY_FILTERS = [
  { value: 'all', label: 'All Images' },
  { value: 'greeting_cards', label: 'Greeting Cards' },
  { value: 'invitations', label: 'Invitations' },
  { value: 'art', label: 'Art' },
] as const

export type GalleryFilter = (typeof GALLERY_FILTERS)[number]['value']

export const GALLERY_PAGE_SIZE = 20

export const imageListSchema = z.object({
  // With each card's words, so the viewer can edit them without asking again.
  images: z.array(cardImageSchema),
  pagination: paginationSchema,
}) satisfies z.ZodType<components['schemas']['ImageList']>

export type ImageList = z.infer<typeof imageListSchema>

export interface GalleryQuery {
  filter: GalleryFilter
  /** Text to find in the prompt; empty for everything. */
  search: string
}

export async function getImages({ filter, search }: GalleryQuery, page: number, signal?: AbortSignal): Promise<ImageList> {
  const query = { filter, search: search || undefined, page, limit: GALLERY_PAGE_SIZE }
  return imageListSchema.parse(await api.GET('/api/images', { params: { query }, signal }))
}

/** Pages of the user's images, newest first; "Load More" appends the next page. */
export function galleryImagesQueryOptions(query: GalleryQuery) {
  return infiniteQueryOptions({
    queryKey: queryKeys.images.list(query),
    queryFn: ({ pageParam, signal }) => getImages(query, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: ({ pagination }) => (pagination.page < pagination.pages ? pagination.page + 1 : undefined),
  })
}

export function useGalleryImages(query: GalleryQuery) {
  // Keep the current grid on screen while a new search or filter loads.
  return useInfiniteQuery({ ...galleryImagesQueryOptions(query), placeholderData: keepPreviousData })
}
