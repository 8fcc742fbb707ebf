import type { CreditPackage } from '../api/get-credit-packages'

export const PACKAGES: CreditPackage[] = [
  {
    id: 'starter',
    name: 'Starter',
    price: 4.99,
    credits: 50,
    description: 'Try Cardsmith for a few special occasions.',
    features: ['All card styles and sizes'],
    validityDays: 30,
    popular: false,
  },
  {
    id: 'value',
    name: 'Value',
    price: 14.99,
    credits: 200,
    description: 'For birthdays, holidays and everything in between.',
    features: ['All card styles and sizes', 'Download in PNG, JPEG or WebP'],
    validityDays: 60,
    popular: true,
  },
  {
    id: 'pro',
    name: 'Pro',
    price: 39.99,
    credits: 500,
    description: 'For creators and small businesses.',
    features: ['Every format and size'],
    validityDays: 90,
    popular: false,
  },
]
