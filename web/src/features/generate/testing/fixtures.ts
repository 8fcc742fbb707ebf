import type { Pricing } from '@/lib/pricing'
import { json, stubFetch } from '@/testing/fetch-stub'
import { TEST_USER } from '@/testing/render'

/** The server's price table as GET /api/pricing answers it. */
export const PRICING: Pricing = {
  costs: {
    low: { '1024x1024': 1, '1024x1536': 1.5, '1536x1024': 1.5, auto: 1.5 },
    medium: { '1024x1024': 4, '1024x1536': 6, '1536x1024': 6, auto: 6 },
    high: { '1024x1024': 15, '1024x1536': 23, '1536x1024': 23, auto: 23 },
    auto: { '1024x1024': 6, '1024x1536': 8, '1536x1024': 8, auto: 8 },
  },
  defaults: { size: '1024x1024', quality: 'medium', outputFormat: 'png', style: 'vivid', outputCompression: 80 },
  expectedSeconds: { low: 3, medium: 4, high: 5, auto: 4 },
}

export const GENERATED = {
  id: 'img-1',
  imageUrl: '/api/images/file/u/3f9c.png',
  thumbnailUrl: '/api/images/file/u/3f9c.thumb.webp',
  prompt: 'A birthday card with balloons and confetti',
  quality: 'medium',
  size: '1024x1024',
  outputFormat: 'png',
  creditCost: 4,
  createdAt: '2026-11-22T06:00:00Z',
  credits: 6,
}

type Routes = Parameters<typeof stubFetch>[0]

/** The calls the generator makes, with a successful generation unless `generate` says otherwise. */
export function stubGeneratorServer(generate: Routes[string] = json(GENERATED, { status: 201 }), extra: Routes = {}) {
  return stubFetch({
    'GET /api/csrf-token': json({ csrfToken: 'token-1' }),
    'GET /api/pricing': json(PRICING),
    'GET /api/auth/me': json({ ...TEST_USER, credits: 6 }),
    'POST /api/images/generate': generate,
    ...extra,
  })
}
