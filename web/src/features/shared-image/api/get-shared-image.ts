import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '@/lib/api'
import { ApiError } from '@/lib/api-client'
import type { components } from '@/lib/api-types'
import { queryKeys } from '@/lib/query-keys'

export const sharedImageSchema = z.object({
  title: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  size: z.string(),
  cardCategory: z.string().nullish(),
}) satisfies z.ZodType<components['schemas']['SharedImageView']>

export type SharedImage = z.infer<typeof sharedImageSchema>

/** The image, or none: never shared, deleted, or its maker turned sharing off (404). */
export type SharedLookup = { status: 'found'; image: SharedImage } | { status: 'not-found' }

/** GET /api/s/{token}: a 404 is an answer this page expects, so it is read, not thrown. */
export async function getSharedImage(token: string, signal?: AbortSignal): Promise<SharedLookup> {
  const response = await api.response('GET', '/api/s/{token}', {
    params: { path: { token } },
    signal,
    throwOnError: false,
  })
  if (response.status === 404) {
    await response.text()
    return { status: 'not-found' }
  }
  if (!response.ok) throw new ApiError(response.status, response.statusText, await response.text())
  return { status: 'found', image: sharedImageSchema.parse(await response.json()) }
}

export function sharedImageQueryOptions(token: string) {
  return queryOptions({
    queryKey: queryKeys.sharedImage(token),
    queryFn: ({ signal }) => getSharedImage(token, signal),
  })
}

export function useSharedImage(token: string) {
  return useQuery(sharedImageQueryOptions(token))
}
