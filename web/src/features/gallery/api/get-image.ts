import { queryOptions, useQuery } from '@tanstack/react-query'
import { cardImageSchema, type CardImage } from '@/components/images/card-image'
import { api } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'

export async function getImage(id: string, signal?: AbortSignal): Promise<CardImage> {
  return cardImageSchema.parse(await api.GET('/api/images/{id}', { params: { path: { id } }, signal }))
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
