import { useMutation } from '@tanstack/react-query'
import { z } from 'zod'
import { apiJson, getErrorMessage } from '@/lib/api-client'
import { toast } from '@/lib/toast'

export const CHECKOUT_FAILED_FALLBACK = 'Failed to create checkout session'

const checkoutUrlSchema = z.object({ url: z.string().min(1) })

export async function createCheckoutSession(input: { packageId: string }): Promise<{ url: string }> {
  return checkoutUrlSchema.parse(await apiJson('POST', '/api/checkout/create-session', input))
}

/** Opens a checkout for one package; the caller sends the browser to the answer's url. */
export function useCreateCheckoutSession() {
  return useMutation({
    mutationFn: createCheckoutSession,
    onError: (error) => {
      toast({ variant: 'destructive', title: 'Error', description: getErrorMessage(error, CHECKOUT_FAILED_FALLBACK) })
    },
  })
}
