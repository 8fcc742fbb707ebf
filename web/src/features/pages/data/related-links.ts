/** The related-page groups every static page shows (spec: Legal, Company, Services). */
export const RELATED_GROUPS = [
  {
    title: 'Legal',
    links: [
      { to: '/terms', label: 'Terms of Service' },
      { to: '/privacy', label: 'Privacy Policy' },
      { to: '/copyright', label: 'Copyright' },
      { to: '/content-policy', label: 'Content Policy' },
    ],
  },
  {
    title: 'Company',
    links: [
      { to: '/about', label: 'About' },
      { to: '/help', label: 'Help Center' },
      { to: '/api-docs', label: 'API Docs' },
    ],
  },
  {
    title: 'Services',
    links: [
      { to: '/create', label: 'Create a Card' },
      { to: '/generate', label: 'Create an Image' },
      { to: '/gallery', label: 'Gallery' },
      { to: '/purchase', label: 'Buy Credits' },
    ],
  },
] as const

/** Where people write to us. One place, so a change of address is one edit. */
export const SUPPORT_EMAIL = 'support@cardsmith.example'

/** The date on every legal page (spec: last updated May 12, 2025). */
export const LEGAL_LAST_UPDATED = 'May 12, 2025'
