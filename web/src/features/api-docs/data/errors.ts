/** The stable error codes of the envelope's `error.code`, with the HTTP statuses that carry them. */
export const ERROR_CODES = [
  {
    code: 'invalid_request',
    statuses: '400, 405, 413, 415',
    meaning: 'A field is missing, wrong or not one the call takes (400, naming it), the method is not allowed (405), the photo is over 5 MB (413), or the body is not JSON (415).',
  },
  { code: 'unauthorized', statuses: '401', meaning: 'No API key was sent, or it is not valid or has been revoked.' },
  { code: 'forbidden', statuses: '403', meaning: 'The key is valid but this account may not do that.' },
  { code: 'account_suspended', statuses: '403', meaning: 'The account is suspended; contact support.' },
  { code: 'not_found', statuses: '404', meaning: 'You have no image with that id.' },
  { code: 'insufficient_credits', statuses: '402', meaning: 'Your balance is below what the image costs. Nothing was charged.' },
  { code: 'content_policy', statuses: '422', meaning: 'The description or photo breaks the content policy. Nothing was charged.' },
  { code: 'rate_limited', statuses: '429', meaning: 'Over your tier\u2019s limit per minute or per day. Wait the seconds in `Retry-After`.' },
  {
    code: 'idempotency_conflict',
    statuses: '409, 422',
    meaning: 'The same `Idempotency-Key` is still being processed (409), or was used before with a different body (422).',
  },
  {
    code: 'unsupported_option',
    statuses: '400',
    meaning: 'The image model in use lacks that option (see `GET /v1/images/options`), or cannot make that revision. Nothing was charged.',
  },
  { code: 'provider_unavailable', statuses: '502', meaning: 'The image provider failed or is busy. The credits were refunded: try again shortly.' },
  {
    code: 'service_unavailable',
    statuses: '503',
    meaning: 'A store the service needs (its database, image storage or rate-limit counters) is briefly out of reach. Nothing was charged, or it was refunded: try again shortly.',
  },
  { code: 'internal', statuses: '500', meaning: 'Something went wrong on our side. Try again; it is logged for us.' },
] as const
