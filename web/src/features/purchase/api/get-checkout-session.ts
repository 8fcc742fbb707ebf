import { z } from 'zod'
import { api } from '@/lib/api'
import type { components } from '@/lib/api-types'

export const checkoutSessionSchema = z.object({
  id: z.string(),
  status: z.enum(['paid', 'unpaid', 'canceled', 'failed']),
  /** True once the package's credits are on the balance. */
  credited: z.boolean(),
  credits: z.number().nullable(),
  packageId: z.string(),
  /** US dollars. */
  amount: z.number(),
  balance: z.number(),
}) satisfies z.ZodType<components['schemas']['CheckoutStatus']>

export type CheckoutSession = z.infer<typeof checkoutSessionSchema>

/** Where a checkout stands. Asking also credits a paid checkout the webhook has not credited yet,
 * so this is called once per return from the payment page rather than cached. */
export async function getCheckoutSession(sessionId: string): Promise<CheckoutSession> {
  return checkoutSessionSchema.parse(
    await api.GET('/api/checkout/sessions/{id}', { params: { path: { id: sessionId } } }),
  )
}
