import { queryOptions, useQuery } from '@tanstack/react-query'
import { cardImageSchema, type CardImage } from '@/components/images/card-image'
import { apiJson } from '@/lib/api-client'
import { imageDetailsUrl } from '@/lib/image'
import { queryKeys } from '@/lib/query-keys'

export async function getImage(id: string, signal?: AbortSignal): Promise<CardImage> {
  return cardImageSchema.parse(await apiJson('GET', imageDetailsUrl(id), undefined, { signal }))
}

export function imageQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.images.detail(id),
    queryFn: ({ signal }) => getImage(id, signal),
  })
}

/** One of the user's images; `known` (from the loaded grid) spares a request. */
export function useImage(id: string, known: CardImage | undefined) {
  return useQuery({ ...imageQueryOptions(id), initialData: known })
}
