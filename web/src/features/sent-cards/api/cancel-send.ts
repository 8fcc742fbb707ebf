import { useMutation, useQueryClient } from '@tanstack/react-query'
import { sendViewSchema, type SendView } from '@/components/sending/api/send-view'
import { api } from '@/lib/api'
import { invalidateSendQueries } from '@/lib/invalidate'
import type { MutationConfig } from '@/lib/query-client'

/** DELETE /api/sends/{id}: stops the recipients not mailed yet (409 once all have gone). */
export async function cancelSend(id: string): Promise<SendView> {
  return sendViewSchema.parse(await api.DELETE('/api/sends/{id}', { params: { path: { id } } }))
}

export function useCancelSend({ mutationConfig }: { mutationConfig?: MutationConfig<typeof cancelSend> } = {}) {
  const queryClient = useQueryClient()
  const { onSettled, ...config } = mutationConfig ?? {}
  return useMutation({
    ...config,
    mutationFn: cancelSend,
    // Refused or not, the list shows how things stand now.
    onSettled: (...args) => {
      void invalidateSendQueries(queryClient)
      return onSettled?.(...args)
    },
  })
}
