import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query'
import { useState } from 'react'
import { setBalance } from '@/lib/auth'
import { idempotencyKeys } from '@/lib/idempotency'
import type { GenerationPreview } from '@/lib/generation-stream'
import type { GeneratedImage } from '@/lib/image'
import { invalidateCreditQueries, invalidateImageQueries } from '@/lib/invalidate'

/** What a screen may add to a generation: its own toasts and the like. */
export type GenerationConfig<Request> = Omit<UseMutationOptions<GeneratedImage, Error, Request>, 'mutationFn'>

/** Sends `request` with the idempotency key it should carry, showing each preview on the way. */
export type SendGeneration<Request> = (
  request: Request,
  idempotencyKey: string,
  onPreview: (preview: GenerationPreview) => void,
) => Promise<GeneratedImage>

/**
 * Every way of making an image (the image form, the card wizard) spends credits the same way,
 * so they share this: a retried request keeps its idempotency key and cannot be charged twice,
 * and a success shows the new balance at once, then refreshes every read of the balance, its
 * history and the image lists.
 */
export function useGeneration<Request>(send: SendGeneration<Request>, mutationConfig: GenerationConfig<Request> = {}) {
  const queryClient = useQueryClient()
  const [keys] = useState(idempotencyKeys)
  // The latest picture of the image being made; a new generation starts without one.
  const [preview, setPreview] = useState<GenerationPreview | null>(null)
  const { onSuccess, ...config } = mutationConfig
  const mutation = useMutation({
    ...config,
    mutationFn: (request: Request) => {
      setPreview(null)
      return send(request, keys.keyFor(request), setPreview)
    },
    onSuccess: (image, ...rest) => {
      keys.done()
      setBalance(queryClient, image.credits)
      void invalidateCreditQueries(queryClient)
      void invalidateImageQueries(queryClient)
      return onSuccess?.(image, ...rest)
    },
  })
  return { ...mutation, preview }
}
