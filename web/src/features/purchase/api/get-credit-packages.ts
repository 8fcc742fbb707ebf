import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '@/lib/api'
import type { components } from '@/lib/api-types'
import { queryKeys } from '@/lib/query-keys'

export const creditPackageSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** US dollars, e.g. 14.99. */
  price: z.number(),
  credits: z.number(),
  description: z.string(),
  features: z.array(z.string()),
  validityDays: z.number(),
  popular: z.boolean(),
}) satisfies z.ZodType<components['schemas']['PackageView']>

export type CreditPackage = z.infer<typeof creditPackageSchema>

export async function getCreditPackages(): Promise<CreditPackage[]> {
  return z.array(creditPackageSchema).parse(await api.GET('/api/credit-packages'))
}

export const creditPackagesQueryOptions = queryOptions({ queryKey: queryKeys.creditPackages, queryFn: getCreditPackages })

/** The packages on sale; the same for visitors and signed-in users. */
export function useCreditPackages() {
  return useQuery(creditPackagesQueryOptions)
}
