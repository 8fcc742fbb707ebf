import { json, stubFetch } from '@/testing/fetch-stub'
import { TEST_USER } from '@/testing/render'
import type { CheckoutSession } from '../api/get-checkout-session'
import { PACKAGES } from './fixtures'

export const PRICING = {
  costs: {
    low: { '1024x1024': 1, '1024x1536': 1.5, '1536x1024': 1.5, auto: 1.5 },
    medium: { '1024x1024': 4, '1024x1536': 6, '1536x1024': 6, auto: 6 },
    high: { '1024x1024': 15, '1024x1536': 23, '1536x1024': 23, auto: 23 },
    auto: { '1024x1024': 6, '1024x1536': 8, '1536x1024': 8, auto: 8 },
  },
  defaults: { size: '1024x1024', quality: 'medium', outputFormat: 'png', style: 'vivid', outputCompression: 80 },
  expectedSeconds: { low: 5, medium: 10, high: 20, auto: 10 },
  options: {
    sizes: ['1024x1024', '1024x1536', '1536x1024', 'auto'],
    qualities: ['low', 'medium', 'high', 'auto'],
    outputFormats: ['png', 'jpeg', 'webp'],
    transparentBackground: true,
    outputCompression: true,
    photo: true,
    maxPromptChars: 4000,
  },
}

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
