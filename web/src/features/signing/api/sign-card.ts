import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '@/lib/api'
import type { components } from '@/lib/api-types'
import type { MutationConfig } from '@/lib/query-client'
import { putSigningCard, signingViewSchema } from './get-signing-page'

export type MessageRequest = components['schemas']['MessageRequest']

export const signedViewSchema = z.object({
  card: signingViewSchema,
  /** The message's own edit link, good from any browser until the card is sent. */
  editUrl: z.string(),
}) satisfies z.ZodType<components['schemas']['SignedView']>

export type SignedView = z.infer<typeof signedViewSchema>

/** POST /api/sign/{token}/messages: adds a message (400 names fields, 409 says why not, 429 slows down). */
export async function signCard({ token, message }: { token: string; message: MessageRequest }): Promise<SignedView> {
  return signedViewSchema.parse(
    await api.POST('/api/sign/{token}/messages', { params: { path: { token } }, body: message }),
  )
}

export function useSignCard({ mutationConfig }: { mutationConfig?: MutationConfig<typeof signCard> } = {}) {
  const queryClient = useQueryClient()
  const { onSuccess, ...config } = mutationConfig ?? {}
  return useMutation({
    ...config,
    mutationFn: signCard,
    onSuccess: (signed, variables, ...rest) => {
      putSigningCard(queryClient, variables.token, signed.card)
      return onSuccess?.(signed, variables, ...rest)
    },
  })
}
