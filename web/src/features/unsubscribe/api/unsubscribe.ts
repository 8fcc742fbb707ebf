import { useMutation } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '@/lib/api'
import type { components, operations } from '@/lib/api-types'
import type { MutationConfig } from '@/lib/query-client'

const doneSchema = z.object({ success: z.boolean() }) satisfies z.ZodType<components['schemas']['Done']>

/** The address and the signature from the email's link. */
export type UnsubscribeInput = operations['post_api_unsubscribe']['parameters']['query']

export const UNSUBSCRIBE_INVALID_MESSAGE = 'This unsubscribe link is not valid'
export const UNSUBSCRIBE_FAILED_FALLBACK = "We couldn't unsubscribe you just now. Please try again in a moment."

/** POST /api/unsubscribe?email=&token=: the address never receives another card. */
export async function unsubscribe({ email, token }: UnsubscribeInput): Promise<z.infer<typeof doneSchema>> {
  return doneSchema.parse(await api.POST('/api/unsubscribe', { params: { query: { email, token } } }))
}

export function useUnsubscribe({ mutationConfig }: { mutationConfig?: MutationConfig<typeof unsubscribe> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: unsubscribe })
}
