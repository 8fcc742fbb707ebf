import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api'
import type { MutationConfig } from '@/lib/query-client'
import { putSigningCard, signingViewSchema, type SigningView } from './get-signing-page'
import type { MessageRequest } from './sign-card'

/** PUT /api/sign/{token}/messages/{id}: changes one of the signer's own messages. */
export async function editMessage({
  token,
  id,
  message,
}: {
  token: string
  id: string
  message: MessageRequest
}): Promise<SigningView> {
  return signingViewSchema.parse(
    await api.PUT('/api/sign/{token}/messages/{message_id}', {
      params: { path: { token, message_id: id } },
      body: message,
    }),
  )
}

export function useEditMessage({ mutationConfig }: { mutationConfig?: MutationConfig<typeof editMessage> } = {}) {
  const queryClient = useQueryClient()
  const { onSuccess, ...config } = mutationConfig ?? {}
  return useMutation({
    ...config,
    mutationFn: editMessage,
    onSuccess: (card, variables, ...rest) => {
      putSigningCard(queryClient, variables.token, card)
      return onSuccess?.(card, variables, ...rest)
    },
  })
}
