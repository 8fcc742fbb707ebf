import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { cardImageSchema, type CardImage } from '@/components/images/card-image'
import { api } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'

/** GET /api/images/{id}/versions: the image's family, oldest (the original) first, the image
 * itself included; an image never revised is a family of one. */
export const imageVersionsSchema = z.object({ versions: z.array(cardImageSchema) })

export async function getImageVersions(id: string, signal?: AbortSignal): Promise<CardImage[]> {
  const answer = imageVersionsSchema.parse(await api.GET('/api/images/{id}/versions', { params: { path: { id } }, signal }))
  return answer.versions
}

export function imageVersionsQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.images.versions(id),
    queryFn: ({ signal }) => getImageVersions(id, signal),
  })
}

/** The versions of the image `id`. Stepping to another version keeps the list on screen while
 * that version's is asked for (the same family, so the same list). */
export function useImageVersions(id: string) {
  return useQuery({
    ...imageVersionsQueryOptions(id),
    placeholderData: (previous) => (previous?.some((version) => version.id === id) ? previous : undefined),
  })
}
