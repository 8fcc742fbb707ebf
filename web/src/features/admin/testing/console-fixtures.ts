import type { AccountDetail } from '../api/account-schemas'
import type { AccountMatch } from '../api/search-accounts'
import type { StaffSession } from '../api/staff-session'

/** What the console's tests stand on: a staff member with a proved second factor, and a customer. */

export const ADMIN: StaffSession = {
  id: '7d1e2c3b-0a9f-4e8d-8c7b-6a5f4e3d2c1b',
  email: 'ops@cardsmith.example',
  role: 'admin',
  secondFactorUntil: '2099-01-01T00:00:00Z',
  authenticatorApp: true,
  passkeys: false,
  grantLimit: 10_000,
  strikesToSuspend: 3,
}

export const SUPPORT: StaffSession = {
  ...ADMIN,
  id: '1a2b3c4d-5e6f-4a8b-9c0d-1e2f3a4b5c6d',
  email: 'help@cardsmith.example', role: 'support', grantLimit: 100 }

export const CUSTOMER_ID = '0c6f8f6e-3b1d-4f7a-9d2e-5a8b1c2d3e4f'

export const CUSTOMER_MATCH: AccountMatch = {
  id: CUSTOMER_ID,
  email: 'mina@example.com',
  username: 'mina',
  createdAt: '2026-11-01T09:00:00Z',
  suspended: false,
  matchedBy: 'checkout session',
}

export const CUSTOMER: AccountDetail = {
  id: CUSTOMER_ID,
  email: 'mina@example.com',
  username: 'mina',
  displayName: 'Mina',
  createdAt: '2026-11-01T09:00:00Z',
  emailVerifiedAt: '2026-11-01T09:05:00Z',
  suspendedAt: null,
  staffRole: null,
  twoFactorOn: false,
  passkeyCount: 0,
  balance: 60,
  lots: [
    {
      id: 'lot-2',
      source: 'purchase',
      granted: 50,
      remaining: 50,
      expiresAt: '2026-12-01T09:10:00Z',
      expired: false,
      createdAt: '2026-11-01T09:10:00Z',
    },
    { id: 'lot-1', source: 'signup_bonus', granted: 10, remaining: 10, expiresAt: null, expired: false, createdAt: '2026-11-01T09:05:00Z' },
  ],
  payments: [
    {
      sessionId: 'demo_abc123',
      provider: 'demo',
      packageId: 'starter',
      amountCents: 499,
      currency: 'usd',
      status: 'paid',
      paymentIntent: null,
      createdAt: '2026-11-01T09:09:00Z',
    },
  ],
  imageCount: 0,
  images: [],
  sends: [],
  reminders: [],
  apiKeys: [],
  devices: [
    { browser: 'Chrome', system: 'Linux', signedInAt: '2026-11-01T09:00:00Z', lastSeenAt: '2026-11-02T10:00:00Z', secondFactorAt: null },
  ],
  throttles: [
    { name: 'Wrong passwords', used: 2, max: 50, windowMinutes: 15, slowsOnly: true },
    { name: 'Password reset emails', used: 3, max: 3, windowMinutes: 60, slowsOnly: false },
  ],
  audit: [],
}

export const EMPTY_LEDGER = { transactions: [], pagination: { total: 0, page: 1, limit: 10, pages: 0 } }

/** The server's answer to a console call whose second factor is more than 12 hours old. */
export const SECOND_FACTOR_REQUIRED = {
  message: "Confirm it's you: enter a code from your authenticator app or use a passkey",
  code: 'second_factor_required',
}

/** The answer to anyone who is not staff, on any console path. */
export const NO_SUCH_ENDPOINT = { message: 'No such API endpoint' }
