import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '@/lib/api'
import type { components } from '@/lib/api-types'
import { queryKeys } from '@/lib/query-keys'

export const demoCheckoutSchema = z.object({
  id: z.string(),
  packageId: z.string(),
  packageName: z.string(),
  /** US dollars. */
  price: z.number(),
  credits: z.number(),
  validityDays: z.number(),
  status: z.enum(['open', 'paid', 'canceled']),
}) satisfies z.ZodType<components['schemas']['DemoCheckoutView']>

export type DemoCheckout = z.infer<typeof demoCheckoutSchema>

export async function getDemoCheckout(sessionId: string): Promise<DemoCheckout> {
  return demoCheckoutSchema.parse(await api.GET('/api/checkout/demo/{session_id}', { params: { path: { session_id: sessionId } } }))
}

export function demoCheckoutQueryOptions(sessionId: string) {
  return queryOptions({ queryKey: queryKeys.demoCheckout(sessionId), queryFn: () => getDemoCheckout(sessionId) })
}

export function useDemoCheckout(sessionId: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...demoCheckoutQueryOptions(sessionId), enabled })
}
