import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api'
import type { components } from '@/lib/api-types'
import { invalidateSendQueries } from '@/lib/invalidate'
import type { MutationConfig } from '@/lib/query-client'
import { sendViewSchema, type SendView } from './send-view'

/** POST /api/sends: emails one of the user's cards now or at a chosen time. Free; needs a
 * confirmed email address (403) and stays within a daily number of recipients (429). */

export type CreateSendInput = components['schemas']['SendRequest']

export async function createSend(input: CreateSendInput): Promise<SendView> {
  return sendViewSchema.parse(await api.POST('/api/sends', { body: input }))
}

export function useCreateSend({ mutationConfig }: { mutationConfig?: MutationConfig<typeof createSend> } = {}) {
  const queryClient = useQueryClient()
  const { onSuccess, ...config } = mutationConfig ?? {}
  return useMutation({
    ...config,
    mutationFn: createSend,
    onSuccess: (sent, ...rest) => {
      void invalidateSendQueries(queryClient)
      return onSuccess?.(sent, ...rest)
    },
  })
}
