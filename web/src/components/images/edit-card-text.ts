import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '@/lib/api'
import { ApiError } from '@/lib/api-client'
import type { components } from '@/lib/api-types'
import { invalidateImageQueries } from '@/lib/invalidate'
import type { MutationConfig } from '@/lib/query-client'
import { queryKeys } from '@/lib/query-keys'
import { CARD_TEXT_MAX_LENGTH, cardImageSchema, TEXT_POSITIONS, TEXT_SCHEMES, type CardImage } from './card-image'

/** PATCH /api/images/{id}/text: sets a card's words again on its art. Free: no credits, no image model. */

export const cardTextFormSchema = z.object({
  text: z
    .string()
    .trim()
    .max(CARD_TEXT_MAX_LENGTH, `Card text must be at most ${CARD_TEXT_MAX_LENGTH} characters`),
  position: z.enum(TEXT_POSITIONS),
  scheme: z.enum(TEXT_SCHEMES),
}) satisfies z.ZodType<components['schemas']['EditTextRequest']>

export type CardTextValues = z.infer<typeof cardTextFormSchema>

export interface EditCardTextInput extends CardTextValues {
  id: string
}

export const CARD_TEXT_NOT_SAVED_FALLBACK = 'Could not update the card text. Please try again.'

export async function editCardText({ id, ...words }: EditCardTextInput): Promise<CardImage> {
  return cardImageSchema.parse(await api.PATCH('/api/images/{id}/text', { params: { path: { id } }, body: words }))
}

/** The server answers 409 when another edit of the same card won the race: sending ours again
 * applies it on top. Twice is plenty; the server already retried inside. */
function retryLostRace(failures: number, error: Error) {
  return failures < 2 && error instanceof ApiError && error.status === 409
}

/** Saves the words and shows the new picture wherever the image is on screen. */
export function useEditCardText({ mutationConfig }: { mutationConfig?: MutationConfig<typeof editCardText> } = {}) {
  const queryClient = useQueryClient()
  const { onSuccess, ...config } = mutationConfig ?? {}
  return useMutation({
    retry: retryLostRace,
    retryDelay: 250,
    ...config,
    mutationFn: editCardText,
    onSuccess: (image, input, ...rest) => {
      // The viewer reads this entry: it shows the new file at once, without another request.
      queryClient.setQueryData(queryKeys.images.detail(image.id), image)
      void invalidateImageQueries(queryClient)
      return onSuccess?.(image, input, ...rest)
    },
  })
}
