import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '@/lib/api'
import type { components } from '@/lib/api-types'
import { invalidateImageShareQueries } from '@/lib/invalidate'

/** POST /api/images/{id}/share turns an image's own page (/s/{token}) on, or answers the
 * link it already has; DELETE turns it off, and the old link finds nothing from then on. */

const shareSchema = z.object({ path: z.string(), url: z.string() }) satisfies z.ZodType<
  components['schemas']['ShareView']
>

export type Share = z.infer<typeof shareSchema>

export async function shareImage(imageId: string): Promise<Share> {
  return shareSchema.parse(await api.POST('/api/images/{id}/share', { params: { path: { id: imageId } } }))
}

export async function stopSharingImage(imageId: string): Promise<void> {
  await api.response('DELETE', '/api/images/{id}/share', { params: { path: { id: imageId } } })
}

/** Shares an image and refreshes what shows whether it is shared. */
export function useShareImage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: shareImage,
    onSuccess: (_share, imageId) => void invalidateImageShareQueries(queryClient, imageId),
  })
}

export function useStopSharingImage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: stopSharingImage,
    onSuccess: (_answer, imageId) => void invalidateImageShareQueries(queryClient, imageId),
  })
}
