import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { apiJson } from '@/lib/api-client'

export const CREDIT_PACKAGES_URL = '/api/credit-packages'

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
})

export type CreditPackage = z.infer<typeof creditPackageSchema>

export async function getCreditPackages(): Promise<CreditPackage[]> {
  return z.array(creditPackageSchema).parse(await apiJson('GET', CREDIT_PACKAGES_URL))
}

export const creditPackagesQueryOptions = queryOptions({ queryKey: [CREDIT_PACKAGES_URL], queryFn: getCreditPackages })

/** The packages on sale; the same for visitors and signed-in users. */
export function useCreditPackages() {
  return useQuery(creditPackagesQueryOptions)
}
