import { useMutation } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '@/lib/api'
import type { components } from '@/lib/api-types'
import type { MutationConfig } from '@/lib/query-client'

export const CHECKOUT_FAILED_FALLBACK = 'Failed to create checkout session'

const checkoutUrlSchema = z.object({
  url: z.string().min(1),
}) satisfies z.ZodType<components['schemas']['CheckoutUrl']>

export async function createCheckoutSession(input: { packageId: string }): Promise<{ url: string }> {
  return checkoutUrlSchema.parse(await api.POST('/api/checkout/create-session', { body: input }))
}

/** Opens a checkout for one package; the caller sends the browser to the answer's url. */
export function useCreateCheckoutSession({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof createCheckoutSession> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: createCheckoutSession })
}
