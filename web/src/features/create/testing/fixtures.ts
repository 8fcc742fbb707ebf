import { json, stubFetch } from '@/testing/fetch-stub'
import { PRICING } from '@/testing/pricing'
import { TEST_USER } from '@/testing/render'
import { SITE_INFO } from '@/testing/site-info'
import type { StepId } from '../data/steps'
import { toSavedWizard, WIZARD_STORAGE_KEY } from '../utils/saved-wizard'
import { defaultWizardValues, type CardWizardValues } from '../utils/wizard-values'

/** POST /api/cards/generate's answer: the saved card and the balance after paying 4 credits. */
export const CARD = {
  id: 'card-1',
  imageUrl: '/api/images/file/u/7c2e.png',
  thumbnailUrl: '/api/images/file/u/7c2e.thumb.webp',
  prompt: 'A watercolor birthday card: a golden retriever in a party hat',
  description: 'A golden retriever in a party hat',
  fileName: 'birthday-card-for-sam',
  quality: 'medium',
  size: '1024x1024',
  outputFormat: 'png',
  creditCost: 4,
  createdAt: '2026-11-22T06:00:00Z',
  credits: 6,
}

/** The same card as the server describes it with its words and layout. */
export const CARD_WITH_TEXT = {
  ...CARD,
  card: { category: 'birthday', style: 'watercolor', text: 'Happy birthday, Sam!', textPosition: 'bottom', textScheme: 'auto' },
}

export const SUGGESTIONS = [
  'Happy birthday, Sam! I checked, and birthday cake has zero calories today.',
  'Sam, today you are officially allowed to eat dessert first.',
  'Wishing you a birthday so much fun that your party hat will need a nap afterward.',
]

/** A tiny PNG as a data URL: what a read photo looks like. */
export const PHOTO = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='

type Routes = Parameters<typeof stubFetch>[0]

/** The calls the wizard makes, with a successful generation unless `generate` says otherwise. */
export function stubCardServer(generate: Routes[string] = json(CARD, { status: 201 }), extra: Routes = {}) {
  return stubFetch({
    'GET /api/csrf-token': json({ csrfToken: 'token-1' }),
    'GET /api/pricing': json(PRICING),
    'GET /api/auth/me': json({ ...TEST_USER, credits: 6 }),
    'GET /api/cards/suggestions': json({ suggestions: SUGGESTIONS }),
    'GET /api/site': json(SITE_INFO),
    'POST /api/cards/generate': generate,
    ...extra,
  })
}

/** A complete wizard: a birthday card in watercolor with a message. */
export const FILLED: CardWizardValues = {
  ...defaultWizardValues(PRICING),
  category: 'birthday',
  description: 'A golden retriever in a party hat',
  style: 'watercolor',
  includeText: true,
  cardText: 'Happy birthday, Sam!',
}

/** Puts a saved wizard in local storage, as the Sign Up & Generate link leaves it. */
export function saveInStorage(step: StepId, values: Partial<CardWizardValues> = {}, extra: Record<string, unknown> = {}) {
  const saved = { ...toSavedWizard(step, { ...FILLED, ...values }), ...extra }
  localStorage.setItem(WIZARD_STORAGE_KEY, JSON.stringify(saved))
}

export function savedInStorage(): unknown {
  const raw = localStorage.getItem(WIZARD_STORAGE_KEY)
  return raw === null ? null : JSON.parse(raw)
}
