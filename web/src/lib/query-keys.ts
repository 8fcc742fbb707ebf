/**
 * Every query key of the app, in one place. Each endpoint's `queryOptions` takes its key
 * from here and the shared invalidators (./invalidate.ts) refresh by the same keys, so no
 * key is typed out twice. A key starts with the endpoint's path; the variants of one list
 * (pages, searches) share that start, so invalidating the start refreshes them all.
 */
export const queryKeys = {
  currentUser: ['/api/auth/me'],
  accountSummary: ['/api/account/summary'],
  site: ['/api/site'],
  pricing: ['/api/pricing'],
  creditPackages: ['/api/credit-packages'],
  demoCheckout: (sessionId: string) => ['/api/checkout/demo', sessionId],
  transactions: {
    all: ['/api/transactions'],
    page: (page: number, limit: number) => ['/api/transactions', { page, limit }],
  },
  images: {
    /** Every page of every gallery search. */
    all: ['/api/images'],
    list: (query: { filter: string; search: string }) => ['/api/images', query],
    recent: ['/api/images/recent'],
    detail: (id: string) => ['/api/images/detail', id],
    /** Every image's versions (the original and its revisions), and one image's. */
    allVersions: ['/api/images/versions'],
    versions: (id: string) => ['/api/images/versions', id],
  },
  /** The signed-in user's keys to the public API (Dashboard → Account settings → API Access). */
  apiKeys: ['/api/api-keys'],
  /** Where the account is signed in (Dashboard → Account settings → Signed-in devices). */
  devices: ['/api/account/devices'],
  /** The account's passkeys (Dashboard → Account settings → Passkeys). */
  passkeys: ['/api/account/passkeys'],
  /** Whether two-step sign-in is on (Dashboard → Account settings → Two-step sign-in). */
  twoFactor: ['/api/account/two-factor'],
  /** The account's latest archive of its data (Dashboard → Account settings → Your data). */
  dataExport: ['/api/account/export'],
  /** The cards the user sent by email (/sent), a page at a time. */
  sends: {
    all: ['/api/sends'],
    page: (page: number, limit: number) => ['/api/sends', { page, limit }],
  },
  cards: {
    /** Messages for one occasion, tone and recipient; null while none has been asked for. */
    suggestions: (query: { category: string; tone: string; name: string } | null) => ['/api/cards/suggestions', query],
  },
  /** The signed-in user's dates to remember and their "Email me reminders" switch (/reminders). */
  reminders: ['/api/reminders'],
  /** The signed-in user's group cards (/group-cards) and each one in full (/group-cards/{id}). */
  groupCards: {
    all: ['/api/group-cards'],
    detail: (id: string) => ['/api/group-cards', id],
  },
  /** A group card as a signer sees it, behind the token of a signing link (/sign/{token}). */
  signing: (token: string) => ['/api/sign', token],
  /** Messages a group card's signer may start from, in one tone; null while none has been asked for.
   * Its own first element, so nothing done to the signing page's key touches it. */
  signingSuggestions: (token: string, tone: string | null) => ['/api/sign/suggestions', token, tone],
  /** A card as its recipient sees it, behind the token of the emailed link (/c/{token}). */
  receivedCard: (token: string) => ['/api/c', token],
  /** An image its maker shared, behind the token of its page (/s/{token}). */
  sharedImage: (token: string) => ['/api/s', token],
  /** The operator console (/admin): only staff get answers, everyone else a 404. */
  admin: {
    /** The staff member using it, their role and until when their second factor holds. */
    session: ['/api/admin/session'],
    /** Account searches and account pages: an action on an account refreshes both. */
    accounts: {
      all: ['/api/admin/accounts'],
      search: (query: string) => ['/api/admin/accounts', { q: query }],
      detail: (id: string) => ['/api/admin/accounts', id],
    },
    /** An account's credit history, a page at a time. */
    ledger: {
      all: (id: string) => ['/api/admin/accounts/ledger', id],
      page: (id: string, page: number, limit: number) => ['/api/admin/accounts/ledger', id, { page, limit }],
    },
    /** The moderation queue: its open items or its decided ones, a page at a time. */
    moderation: {
      all: ['/api/admin/moderation'],
      page: (status: 'open' | 'decided', page: number) => ['/api/admin/moderation', { status, page }],
    },
    /** The overview: the last 30 days' figures and the models' standing. */
    overview: ['/api/admin/overview'],
    /** The audit log, filtered; its pages load one after another ("Load more"). */
    audit: {
      all: ['/api/admin/audit'],
      list: (filters: { account?: string; actor?: string; action?: string }) => ['/api/admin/audit', filters],
    },
  },
} as const

/** Reads that look the same for everyone, and so survive a logout. */
export const PUBLIC_QUERY_KEYS = [queryKeys.currentUser, queryKeys.site, queryKeys.pricing, queryKeys.creditPackages]
