import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api'
import type { components } from '@/lib/api-types'
import { invalidateSendQueries } from '@/lib/invalidate'
import type { MutationConfig } from '@/lib/query-client'
import { sendViewSchema, type SendView } from './send-view'

/** PUT /api/sends/{id}: changes the words, time and recipients of a card that has not started
 * going out (409 once it has, or once it was cancelled). */

export interface EditSendInput {
  id: string
  details: components['schemas']['SendDetails']
}

export async function editSend({ id, details }: EditSendInput): Promise<SendView> {
  return sendViewSchema.parse(await api.PUT('/api/sends/{id}', { params: { path: { id } }, body: details }))
}

export function useEditSend({ mutationConfig }: { mutationConfig?: MutationConfig<typeof editSend> } = {}) {
  const queryClient = useQueryClient()
  const { onSettled, ...config } = mutationConfig ?? {}
  return useMutation({
    ...config,
    mutationFn: editSend,
    // A refusal (409: it started going out) also means the list on screen is out of date.
    onSettled: (...args) => {
      void invalidateSendQueries(queryClient)
      return onSettled?.(...args)
    },
  })
}
