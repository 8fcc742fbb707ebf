import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '@/lib/api'
import type { components } from '@/lib/api-types'
import type { MutationConfig } from '@/lib/query-client'
import { apiKeysQueryOptions } from './get-api-keys'

const revokedSchema = z.object({ success: z.boolean() }) satisfies z.ZodType<components['schemas']['Revoked']>

export async function revokeApiKey(id: string): Promise<z.infer<typeof revokedSchema>> {
  return revokedSchema.parse(await api.DELETE('/api/api-keys/{id}', { params: { path: { id } } }))
}

/** Revokes a key (it stops working at once) and takes it off the list. */
export function useRevokeApiKey({ mutationConfig }: { mutationConfig?: MutationConfig<typeof revokeApiKey> } = {}) {
  const queryClient = useQueryClient()
  const { onSuccess, onError, ...config } = mutationConfig ?? {}
  const { queryKey } = apiKeysQueryOptions
  return useMutation({
    ...config,
    mutationFn: revokeApiKey,
    onSuccess: (answer, id, ...rest) => {
      queryClient.setQueryData(queryKey, (keys) => keys?.filter((key) => key.id !== id))
      void queryClient.invalidateQueries({ queryKey })
      return onSuccess?.(answer, id, ...rest)
    },
    // A 404 means it was revoked elsewhere already: the list should say so either way.
    onError: (error, ...rest) => {
      void queryClient.invalidateQueries({ queryKey })
      return onError?.(error, ...rest)
    },
  })
}
