import type { CardImage } from '@/components/images/card-image'
import { json, stubFetch, type RecordedRequest } from '@/testing/fetch-stub'

/** A free-form image: its description is its prompt, as the server answers. */
export function makeImage(n: number, overrides: Partial<CardImage> = {}): CardImage {
  const prompt = overrides.prompt ?? `Image number ${n} of a sunny beach`
  return {
    id: `img-${n}`,
    imageUrl: `/api/images/file/u/${n}.png`,
    thumbnailUrl: `/api/images/file/u/${n}.thumb.webp`,
    prompt,
    description: prompt,
    fileName: `image-number-${n}-of-a-sunny-beach`,
    quality: 'medium',
    size: '1024x1024',
    outputFormat: 'png',
    creditCost: 4,
    createdAt: '2026-11-22T06:00:00Z',
    ...overrides,
  }
}

/** A birthday card from the card creator, with its words. */
export function makeCard(n: number, overrides: Partial<CardImage> = {}): CardImage {
  return makeImage(n, {
    prompt: `A greeting card for a joyful birthday celebration, number ${n}. No words or lettering anywhere on the card.`,
    description: `Birthday card number ${n}`,
    fileName: 'birthday-card-for-sam',
    card: { category: 'birthday', style: 'watercolor', text: 'Happy birthday, Sam!', textPosition: 'bottom', textScheme: 'auto' },
    ...overrides,
  })
}

export function imagePage(images: CardImage[], page = 1, pages = 1, total = images.length) {
  return { images, pagination: { total, page, limit: 20, pages } }
}

/** The query of a GET /api/images call. */
export function listParams(request: RecordedRequest) {
  return Object.fromEntries(new URL(request.url, 'http://localhost').searchParams)
}

type Routes = Parameters<typeof stubFetch>[0]

/** A gallery server whose list answer comes from `list` (given the request's query). */
export function stubGalleryServer(list: (params: Record<string, string>) => unknown, extra: Routes = {}) {
  return stubFetch({
    'GET /api/csrf-token': json({ csrfToken: 'token-1' }),
    'GET /api/images': (request) => json(list(listParams(request))),
    ...extra,
  })
}
