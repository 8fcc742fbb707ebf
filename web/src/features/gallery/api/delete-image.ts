import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '@/lib/api'
import type { components } from '@/lib/api-types'
import { invalidateImageQueries } from '@/lib/invalidate'
import type { MutationConfig } from '@/lib/query-client'
import { imageQueryOptions } from './get-image'

const deletedSchema = z.object({ success: z.boolean() }) satisfies z.ZodType<components['schemas']['Deleted']>

export async function deleteImage(id: string): Promise<z.infer<typeof deletedSchema>> {
  return deletedSchema.parse(await api.DELETE('/api/images/{id}', { params: { path: { id } } }))
}

/** Deletes one of the user's images and refreshes every list that showed it. */
export function useDeleteImage({ mutationConfig }: { mutationConfig?: MutationConfig<typeof deleteImage> } = {}) {
  const queryClient = useQueryClient()
  const { onSuccess, ...config } = mutationConfig ?? {}
  return useMutation({
    ...config,
    mutationFn: deleteImage,
    onSuccess: (answer, id, ...rest) => {
      queryClient.removeQueries({ queryKey: imageQueryOptions(id).queryKey })
      void invalidateImageQueries(queryClient)
      return onSuccess?.(answer, id, ...rest)
    },
  })
}
