import { useMutation } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '@/lib/api'
import type { components } from '@/lib/api-types'
import type { MutationConfig } from '@/lib/query-client'

export type DemoOutcome = 'paid' | 'canceled'

export const COMPLETE_FAILED_FALLBACK = 'Could not complete the checkout. Please try again.'

const redirectSchema = z.object({
  redirectUrl: z.string().min(1),
}) satisfies z.ZodType<components['schemas']['DemoRedirect']>

export async function completeDemoCheckout(input: { sessionId: string; outcome: DemoOutcome }) {
  return redirectSchema.parse(
    await api.POST('/api/checkout/demo/{session_id}/complete', {
      params: { path: { session_id: input.sessionId } },
      body: { outcome: input.outcome },
    }),
  )
}

/** Pays or cancels a demo checkout; the answer says where the payment page returns to. */
export function useCompleteDemoCheckout({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof completeDemoCheckout> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: completeDemoCheckout })
}
