import { useMutation, useQueryClient } from '@tanstack/react-query'
import { sendUrl, sendViewSchema, type SentCard } from '@/components/sending/api/send-view'
import { apiJson } from '@/lib/api-client'
import { invalidateSendQueries } from '@/lib/invalidate'
import type { MutationConfig } from '@/lib/query-client'

/** DELETE /api/sends/{id}: stops the recipients not mailed yet (409 once all have gone). */
export async function cancelSend(id: string): Promise<SentCard> {
  return sendViewSchema.parse(await apiJson('DELETE', sendUrl(id)))
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
