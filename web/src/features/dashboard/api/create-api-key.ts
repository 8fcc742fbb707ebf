import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '@/lib/api'
import type { components } from '@/lib/api-types'
import type { MutationConfig } from '@/lib/query-client'
import { apiKeySchema, apiKeysQueryOptions } from './get-api-keys'

export const API_KEY_NAME_MAX_LENGTH = 60

export const createApiKeyInputSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Please give the key a name, such as the app that will use it')
    .max(API_KEY_NAME_MAX_LENGTH, `The name must be at most ${API_KEY_NAME_MAX_LENGTH} characters`),
}) satisfies z.ZodType<components['schemas']['CreateApiKey']>

export type CreateApiKeyInput = z.infer<typeof createApiKeyInputSchema>

const createdApiKeySchema = z.object({
  key: apiKeySchema,
  /** The whole key: answered this once, never stored in the clear, never shown again. */
  secret: z.string(),
}) satisfies z.ZodType<components['schemas']['CreatedApiKey']>

export type CreatedApiKey = z.infer<typeof createdApiKeySchema>

export const API_KEY_NOT_CREATED_FALLBACK = 'Could not create the key. Please try again.'

export async function createApiKey(input: CreateApiKeyInput): Promise<CreatedApiKey> {
  return createdApiKeySchema.parse(await api.POST('/api/api-keys', { body: input }))
}

/** Creates a key and puts it at the top of the list. The secret stays with the caller only. */
export function useCreateApiKey({ mutationConfig }: { mutationConfig?: MutationConfig<typeof createApiKey> } = {}) {
  const queryClient = useQueryClient()
  const { onSuccess, ...config } = mutationConfig ?? {}
  return useMutation({
    ...config,
    mutationFn: createApiKey,
    onSuccess: (created, ...rest) => {
      const { queryKey } = apiKeysQueryOptions
      queryClient.setQueryData(queryKey, (keys) => [created.key, ...(keys ?? []).filter((key) => key.id !== created.key.id)])
      void queryClient.invalidateQueries({ queryKey })
      return onSuccess?.(created, ...rest)
    },
  })
}
