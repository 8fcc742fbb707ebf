import type { Location } from 'react-router'

export interface NavLinkItem {
  label: string
  to: string
}

export const MAIN_LINKS: NavLinkItem[] = [
  { label: 'How It Works', to: '/#how-it-works' },
  { label: 'Create Card', to: '/create' },
  { label: 'Create Image', to: '/generate' },
  { label: 'Gallery', to: '/gallery' },
  { label: 'Pricing', to: '/#pricing' },
]

export const BLOG_MENU_TITLE = 'Articles & Guides'

export const BLOG_LINKS: NavLinkItem[] = [
  { label: 'All Articles', to: '/blog' },
  { label: 'AI Greeting Cards Guide', to: '/article' },
  { label: 'Holiday Greeting Cards', to: '/holiday-greeting-cards' },
  { label: 'Birthday Card Messages', to: '/birthday-card-messages' },
  { label: 'Wedding Congratulations', to: '/wedding-congratulations' },
  { label: 'Sympathy Cards Guide', to: '/sympathy-cards-guide' },
  { label: 'Thank You Cards', to: '/thank-you-cards' },
]

export const ACCOUNT_LINKS: NavLinkItem[] = [
  { label: 'Dashboard', to: '/dashboard' },
  { label: 'My Images', to: '/gallery' },
  { label: 'Sent cards', to: '/sent' },
  { label: 'Group cards', to: '/group-cards' },
  { label: 'Dates to remember', to: '/reminders' },
  { label: 'Buy Credits', to: '/purchase' },
]

/** Whether `to` is where the user is now. Section links (/#x) match the home page at that section. */
export function isLinkActive(to: string, location: Pick<Location, 'pathname' | 'hash'>): boolean {
  const hashIndex = to.indexOf('#')
  if (hashIndex !== -1) {
    return location.pathname === to.slice(0, hashIndex) && location.hash === to.slice(hashIndex)
  }
  return location.pathname === to || location.pathname.startsWith(`${to}/`)
}

export function isBlogActive(location: Pick<Location, 'pathname'>): boolean {
  return BLOG_LINKS.some((link) => isLinkActive(link.to, { pathname: location.pathname, hash: '' }))
}
