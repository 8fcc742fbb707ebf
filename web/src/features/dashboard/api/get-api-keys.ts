import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '@/lib/api'
import type { components } from '@/lib/api-types'
import { queryKeys } from '@/lib/query-keys'

export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The key's first characters, e.g. `cs_live_AbCd`: enough to tell keys apart, useless to a thief. */
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullish(),
}) satisfies z.ZodType<components['schemas']['ApiKeyView']>

export type ApiKey = z.infer<typeof apiKeySchema>

/** An account holds at most this many live keys (the server answers 409 past it). */
export const MAX_API_KEYS = 10

export async function getApiKeys(signal?: AbortSignal): Promise<ApiKey[]> {
  return z.array(apiKeySchema).parse(await api.GET('/api/api-keys', { signal }))
}

export const apiKeysQueryOptions = queryOptions({
  queryKey: queryKeys.apiKeys,
  queryFn: ({ signal }) => getApiKeys(signal),
})

/** The user's live keys, newest first. */
export function useApiKeys() {
  return useQuery(apiKeysQueryOptions)
}
