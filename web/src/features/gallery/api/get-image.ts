import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiJson } from '@/lib/api-client'
import { imageDetailsUrl, savedImageSchema, type SavedImage } from '@/lib/image'
import { queryKeys } from '@/lib/query-keys'

export async function getImage(id: string, signal?: AbortSignal): Promise<SavedImage> {
  return savedImageSchema.parse(await apiJson('GET', imageDetailsUrl(id), undefined, { signal }))
}

export function imageQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.images.detail(id),
    queryFn: ({ signal }) => getImage(id, signal),
  })
}

/** One of the user's images; `known` (from the loaded grid) spares a request. */
export function useImage(id: string, known: SavedImage | undefined) {
  return useQuery({ ...imageQueryOptions(id), initialData: known })
}
