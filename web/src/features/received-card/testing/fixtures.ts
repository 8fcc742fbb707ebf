import { vi } from 'vitest'
import { json, stubFetch } from '@/testing/fetch-stub'
import type { ReceivedCard } from '../api/get-received-card'

export const TOKEN = 'jOOjAjCPUiT9O4jrwaC4yFCz'
export const CARD_URL = `/api/c/${TOKEN}`

/** GET /api/c/{token} for a birthday card Alex sent Mia, not thanked yet. */
export const CARD: ReceivedCard = {
  senderName: 'Alex',
  recipientName: 'Mia',
  message: "Happy birthday, Mia!\nCan't wait to celebrate on Saturday.",
  font: 'classic',
  imageUrl: '/api/images/file/u/3581bbc7.png',
  alt: 'A greeting card for a joyful birthday celebration, as a soft watercolor painting with gentle washes of colour. A golden retriever in a party hat. The card reads “Happy birthday, Mia!”.',
  fileName: 'birthday-card-for-mia',
  card: { category: 'birthday', style: 'watercolor', text: 'Happy birthday, Mia!', textPosition: 'bottom', textScheme: 'auto' },
  sentAt: '2026-11-24T12:19:28Z',
  thanks: null,
  thankedAt: null,
}

export const THANKED: ReceivedCard = { ...CARD, thanks: 'Thank you, Alex! I love it.', thankedAt: '2026-11-24T13:00:00Z' }

type Routes = Parameters<typeof stubFetch>[0]

/** The card server for one link: `card` answers GET (a Response for 404, 410…). */
export function stubCardServer(card: ReceivedCard | Response = CARD, routes: Routes = {}) {
  return stubFetch({
    'GET /api/csrf-token': json({ csrfToken: 'token-1' }),
    'GET /api/auth/me': json(null),
    [`GET ${CARD_URL}`]: card instanceof Response ? card : json(card),
    ...routes,
  })
}

/** Makes the browser ask for less motion (or not) for the rest of the test. */
export function prefersReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query.includes('prefers-reduced-motion: reduce'),
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  )
}
