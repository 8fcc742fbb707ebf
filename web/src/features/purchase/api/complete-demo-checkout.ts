import { useMutation } from '@tanstack/react-query'
import { z } from 'zod'
import { apiJson, getErrorMessage } from '@/lib/api-client'
import { toast } from '@/lib/toast'

export type DemoOutcome = 'paid' | 'canceled'

const redirectSchema = z.object({ redirectUrl: z.string().min(1) })

export async function completeDemoCheckout(input: { sessionId: string; outcome: DemoOutcome }) {
  const url = `/api/checkout/demo/${encodeURIComponent(input.sessionId)}/complete`
  return redirectSchema.parse(await apiJson('POST', url, { outcome: input.outcome }))
}

/** Pays or cancels a demo checkout; the answer says where the payment page returns to. */
export function useCompleteDemoCheckout() {
  return useMutation({
    mutationFn: completeDemoCheckout,
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: 'Error',
        description: getErrorMessage(error, 'Could not complete the checkout. Please try again.'),
      })
    },
  })
}
