import { useMutation, useQueryClient } from '@tanstack/react-query'
import { sendViewSchema, type SendView } from '@/components/sending/api/send-view'
import { api } from '@/lib/api'
import { invalidateSendQueries } from '@/lib/invalidate'
import type { MutationConfig } from '@/lib/query-client'

/** POST /api/sends/{id}/recipients/{recipientId}/resend: emails the card again to someone who
 * has not opened it, once a day (409 otherwise). */

export interface ResendInput {
  sendId: string
  recipientId: string
}

export async function resendToRecipient({ sendId, recipientId }: ResendInput): Promise<SendView> {
  return sendViewSchema.parse(
    await api.POST('/api/sends/{id}/recipients/{recipient_id}/resend', {
      params: { path: { id: sendId, recipient_id: recipientId } },
    }),
  )
}

export function useResendToRecipient({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof resendToRecipient> } = {}) {
  const queryClient = useQueryClient()
  const { onSettled, ...config } = mutationConfig ?? {}
  return useMutation({
    ...config,
    mutationFn: resendToRecipient,
    onSettled: (...args) => {
      void invalidateSendQueries(queryClient)
      return onSettled?.(...args)
    },
  })
}
