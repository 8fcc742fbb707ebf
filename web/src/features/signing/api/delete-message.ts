import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api'
import type { MutationConfig } from '@/lib/query-client'
import { putSigningCard, signingViewSchema, type SigningView } from './get-signing-page'

/** DELETE /api/sign/{token}/messages/{id}: takes one of the signer's own messages off the card. */
export async function deleteMessage({ token, id }: { token: string; id: string }): Promise<SigningView> {
  return signingViewSchema.parse(
    await api.DELETE('/api/sign/{token}/messages/{message_id}', { params: { path: { token, message_id: id } } }),
  )
}

export function useDeleteMessage({ mutationConfig }: { mutationConfig?: MutationConfig<typeof deleteMessage> } = {}) {
  const queryClient = useQueryClient()
  const { onSuccess, ...config } = mutationConfig ?? {}
  return useMutation({
    ...config,
    mutationFn: deleteMessage,
    onSuccess: (card, variables, ...rest) => {
      putSigningCard(queryClient, variables.token, card)
      return onSuccess?.(card, variables, ...rest)
    },
  })
}
