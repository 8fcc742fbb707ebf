import type { Pricing } from '@/lib/pricing'
import { CATEGORY_IDS, type CategoryId } from '../data/categories'
import { defaultWizardValues, RECIPIENT_NAME_MAX_LENGTH, type CardWizardValues } from './wizard-values'

function isCategoryId(value: string | null): value is CategoryId {
  return (CATEGORY_IDS as readonly (string | null)[]).includes(value)
}

/** A name from an address: no control characters, at most what the name box holds. */
function cleanName(value: string | null): string {
  const name = (value ?? '').replace(/\p{Cc}/gu, ' ').replace(/\s+/g, ' ').trim()
  return Array.from(name).slice(0, RECIPIENT_NAME_MAX_LENGTH).join('').trim()
}

/**
 * A fresh wizard, started from its address: `/create?category=birthday&name=Mia` (the link in a
 * reminder email) chooses the occasion and fills in who the card is for. Anything else in the
 * address is ignored, and an unknown category leaves the choice to the user.
 */
export function seededWizardValues(pricing: Pricing, params: URLSearchParams): CardWizardValues {
  const category = params.get('category')
  return {
    ...defaultWizardValues(pricing),
    category: isCategoryId(category) ? category : '',
    recipientName: cleanName(params.get('name')),
  }
}
