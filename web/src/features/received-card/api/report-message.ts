import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '@/lib/api'
import type { components } from '@/lib/api-types'
import type { MutationConfig } from '@/lib/query-client'
import { receivedCardQueryOptions } from './get-received-card'

const doneSchema = z.object({ success: z.boolean() }) satisfies z.ZodType<components['schemas']['Done']>

export const REPORT_MESSAGE_FAILED_FALLBACK = "We couldn't report this message just now. Please try again."

/** POST /api/c/{token}/messages/{id}/report: the message leaves the card at once, for review. */
export async function reportMessage({ token, messageId }: { token: string; messageId: string }) {
  return doneSchema.parse(
    await api.POST('/api/c/{token}/messages/{id}/report', { params: { path: { token, id: messageId } } }),
  )
}

/** Reports a message, then reads the card again: the message is no longer on it. */
export function useReportMessage({ mutationConfig }: { mutationConfig?: MutationConfig<typeof reportMessage> } = {}) {
  const queryClient = useQueryClient()
  const { onSuccess, ...config } = mutationConfig ?? {}
  return useMutation({
    ...config,
    mutationFn: reportMessage,
    onSuccess: async (done, variables, ...rest) => {
      await queryClient.invalidateQueries({ queryKey: receivedCardQueryOptions(variables.token).queryKey })
      return onSuccess?.(done, variables, ...rest)
    },
  })
}
