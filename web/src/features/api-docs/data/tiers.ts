/** Rate limits per account (all its keys together), by tier. */
export const TIERS = [
  { name: 'Free', perMinute: 10, perDay: 100, who: 'Every account' },
  { name: 'Basic', perMinute: 60, perDay: 1_000, who: 'Any credit purchase in the last 90 days' },
  { name: 'Premium', perMinute: 300, perDay: 10_000, who: 'A Pro package purchase in the last 90 days' },
] as const

export const RATE_LIMIT_HEADERS = [
  { name: 'X-RateLimit-Limit', meaning: 'Requests allowed per minute on your tier.' },
  { name: 'X-RateLimit-Remaining', meaning: 'Requests left before a limit is reached (per minute or per day, whichever is closer).' },
  { name: 'X-RateLimit-Reset', meaning: 'Seconds until that limit starts again.' },
  { name: 'Retry-After', meaning: 'On a 429 only: seconds to wait before the next request.' },
] as const
