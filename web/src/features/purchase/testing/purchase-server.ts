import { json, stubFetch } from '@/testing/fetch-stub'
import { PRICING } from '@/testing/pricing'
import { TEST_USER } from '@/testing/render'
import type { CheckoutSession } from '../api/get-checkout-session'
import { PACKAGES } from './fixtures'

/** The price table every priced screen shares. */
export { PRICING }

export const SUMMARY = { credits: 12345, imagesGenerated: 17, creditsUsed: 42.5, memberSince: '2025-03-04T12:00:00Z' }

export const PAID_SESSION: CheckoutSession = {
  id: 'cs_demo_5f2a9c81d04e4b7aa1',
  status: 'paid',
  credited: true,
  credits: 50,
  packageId: 'starter',
  amount: 4.99,
  balance: 60,
}

type Routes = Parameters<typeof stubFetch>[0]

/** The calls the purchase page makes, answered like the real server; `overrides` replace or add routes. */
export function stubPurchaseServer(overrides: Routes = {}, paymentsMode: 'demo' | 'stripe' = 'demo') {
  return stubFetch({
    'GET /api/auth/me': json({ ...TEST_USER, credits: 60 }),
    'GET /api/csrf-token': json({ csrfToken: 'token-1' }),
    'GET /api/account/summary': json(SUMMARY),
    'GET /api/credit-packages': json(PACKAGES),
    'GET /api/pricing': json(PRICING),
    'GET /api/site': json({ imageProviderName: 'Built-in renderer', offlineDesigner: true, paymentsMode }),
    ...overrides,
  })
}
