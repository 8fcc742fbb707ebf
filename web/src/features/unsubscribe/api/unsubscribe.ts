import { useMutation } from '@tanstack/react-query'
import { z } from 'zod'
import { apiJson } from '@/lib/api-client'
import type { components, operations } from '@/lib/api-types'
import type { MutationConfig } from '@/lib/query-client'

const doneSchema = z.object({ success: z.boolean() }) satisfies z.ZodType<components['schemas']['Done']>

/** The address and the signature from the email's link. */
export type UnsubscribeInput = operations['post_api_unsubscribe']['parameters']['query']

export const UNSUBSCRIBE_INVALID_MESSAGE = 'This unsubscribe link is not valid'
export const UNSUBSCRIBE_FAILED_FALLBACK = "We couldn't unsubscribe you just now. Please try again in a moment."

/** POST /api/unsubscribe?email=&token=: the address never receives another card. */
export async function unsubscribe({ email, token }: UnsubscribeInput): Promise<z.infer<typeof doneSchema>> {
  const query = new URLSearchParams({ email, token })
  return doneSchema.parse(await apiJson('POST', `/api/unsubscribe?${query}`))
}

export function useUnsubscribe({ mutationConfig }: { mutationConfig?: MutationConfig<typeof unsubscribe> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: unsubscribe })
}
