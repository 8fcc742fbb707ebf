import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api'
import type { MutationConfig } from '@/lib/query-client'
import { putSigningCard, signingViewSchema, type SigningView } from './get-signing-page'

/** POST /api/sign/{token}/stop-reminders: no more reminder emails for this personal invitation. */
export async function stopReminders(token: string): Promise<SigningView> {
  return signingViewSchema.parse(await api.POST('/api/sign/{token}/stop-reminders', { params: { path: { token } } }))
}

export function useStopReminders({ mutationConfig }: { mutationConfig?: MutationConfig<typeof stopReminders> } = {}) {
  const queryClient = useQueryClient()
  const { onSuccess, ...config } = mutationConfig ?? {}
  return useMutation({
    ...config,
    mutationFn: stopReminders,
    onSuccess: (card, token, ...rest) => {
      putSigningCard(queryClient, token, card)
      return onSuccess?.(card, token, ...rest)
    },
  })
}
