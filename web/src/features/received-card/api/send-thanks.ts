import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '@/lib/api'
import { ApiError } from '@/lib/api-client'
import type { components } from '@/lib/api-types'
import type { MutationConfig } from '@/lib/query-client'
import { receivedCardQueryOptions, receivedCardSchema, type CardLookup, type ReceivedCard } from './get-received-card'

export const THANKS_MAX_LENGTH = 500

export const thanksFormSchema = z.object({
  message: z
    .string()
    .trim()
    .min(1, 'Write a few words of thanks first')
    .max(THANKS_MAX_LENGTH, `Your thanks can be at most ${THANKS_MAX_LENGTH} characters`),
}) satisfies z.ZodType<components['schemas']['ThanksRequest']>

export type ThanksFormValues = z.infer<typeof thanksFormSchema>

export const THANKS_NOT_SENT_FALLBACK = "We couldn't send your thanks. Please try again."

interface SendThanksInput extends ThanksFormValues {
  token: string
}

/** POST /api/c/{token}/thanks: the recipient's one thank-you, emailed to the sender. */
export async function sendThanks({ token, message }: SendThanksInput): Promise<ReceivedCard> {
  return receivedCardSchema.parse(await api.POST('/api/c/{token}/thanks', { params: { path: { token } }, body: { message } }))
}

/** What an error says about the card: already thanked (409: read it again to show that thanks),
 * or gone in the meantime (404, 410). */
function lookupAfter(error: unknown): Exclude<CardLookup['status'], 'found'> | 'stale' | null {
  if (!(error instanceof ApiError)) return null
  if (error.status === 409) return 'stale'
  if (error.status === 410) return 'gone'
  if (error.status === 404) return 'not-found'
  return null
}

/** Sends the thanks; the page then shows the card as thanked, from the server's answer. */
export function useSendThanks({ mutationConfig }: { mutationConfig?: MutationConfig<typeof sendThanks> } = {}) {
  const queryClient = useQueryClient()
  const { onSuccess, onError, ...config } = mutationConfig ?? {}
  return useMutation({
    ...config,
    mutationFn: sendThanks,
    onSuccess: (card, input, ...rest) => {
      const found: CardLookup = { status: 'found', card }
      queryClient.setQueryData(receivedCardQueryOptions(input.token).queryKey, found)
      return onSuccess?.(card, input, ...rest)
    },
    onError: (error, input, ...rest) => {
      const { queryKey } = receivedCardQueryOptions(input.token)
      const status = lookupAfter(error)
      if (status === 'stale') void queryClient.invalidateQueries({ queryKey })
      else if (status) queryClient.setQueryData(queryKey, { status } satisfies CardLookup)
      return onError?.(error, input, ...rest)
    },
  })
}
