import { json, stubFetch } from '@/testing/fetch-stub'
import { PRICING } from '@/testing/pricing'
import { TEST_USER } from '@/testing/render'
import { SITE_INFO } from '@/testing/site-info'

export const GENERATED = {
  id: 'img-1',
  imageUrl: '/api/images/file/u/3f9c.png',
  thumbnailUrl: '/api/images/file/u/3f9c.thumb.webp',
  prompt: 'A birthday card with balloons and confetti',
  description: 'A birthday card with balloons and confetti',
  fileName: 'a-birthday-card-with-balloons-and-confetti',
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
    'GET /api/site': json(SITE_INFO),
    'POST /api/images/generate': generate,
    ...extra,
  })
}
