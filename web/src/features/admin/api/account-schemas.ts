import { z } from 'zod'
import type { components } from '@/lib/api-types'

/**
 * The console's view of an account (GET /api/admin/accounts/{id}). The parts are typed through
 * `AccountDetail` rather than by their own schema names: those are the server's to rename.
 */

type Detail = components['schemas']['AccountDetail']

export const auditEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  /** A staff member's address, "server command line" or "automatic". */
  actor: z.string(),
  action: z.string(),
  targetAccountId: z.string().nullish(),
  reason: z.string(),
  /** `done`, or `refused` for an attempt beyond the actor's role. */
  outcome: z.string(),
  /** The values the action changed (JSON objects), or null. */
  before: z.unknown(),
  after: z.unknown(),
}) satisfies z.ZodType<components['schemas']['AuditEntryView']>

export type AuditEntry = z.infer<typeof auditEntrySchema>

const lotSchema = z.object({
  id: z.string(),
  /** `signup_bonus`, `purchase` or `staff_grant`. */
  source: z.string(),
  granted: z.number(),
  remaining: z.number(),
  expiresAt: z.string().nullish(),
  expired: z.boolean(),
  createdAt: z.string(),
}) satisfies z.ZodType<Detail['lots'][number]>

const paymentSchema = z.object({
  sessionId: z.string(),
  /** `demo` or `stripe`. */
  provider: z.string(),
  packageId: z.string(),
  amountCents: z.number(),
  currency: z.string(),
  /** `open`, `paid`, `canceled` or `failed`. */
  status: z.string(),
  paymentIntent: z.string().nullish(),
  createdAt: z.string(),
}) satisfies z.ZodType<Detail['payments'][number]>

const imageSchema = z.object({
  id: z.string(),
  prompt: z.string(),
  isCard: z.boolean(),
  createdAt: z.string(),
}) satisfies z.ZodType<Detail['images'][number]>

const recipientSchema = z.object({
  name: z.string(),
  email: z.string(),
  status: z.string(),
  sentAt: z.string().nullish(),
  openedAt: z.string().nullish(),
  failure: z.string().nullish(),
}) satisfies z.ZodType<Detail['sends'][number]['recipients'][number]>

const sendSchema = z.object({
  id: z.string(),
  imageId: z.string(),
  dueAt: z.string(),
  cancelled: z.boolean(),
  reportedAt: z.string().nullish(),
  recipients: z.array(recipientSchema),
}) satisfies z.ZodType<Detail['sends'][number]>

const reminderSchema = z.object({
  name: z.string(),
  occasion: z.string(),
  month: z.number(),
  day: z.number(),
  enabled: z.boolean(),
  lastSentAt: z.string().nullish(),
}) satisfies z.ZodType<Detail['reminders'][number]>

const apiKeySchema = z.object({
  name: z.string(),
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullish(),
  revokedAt: z.string().nullish(),
}) satisfies z.ZodType<Detail['apiKeys'][number]>

const deviceSchema = z.object({
  browser: z.string(),
  system: z.string(),
  signedInAt: z.string(),
  lastSeenAt: z.string(),
  /** When the session last proved a second factor. */
  secondFactorAt: z.string().nullish(),
}) satisfies z.ZodType<Detail['devices'][number]>

const throttleSchema = z.object({
  name: z.string(),
  used: z.number(),
  max: z.number(),
  windowMinutes: z.number(),
  /** Past the limit an attempt is slowed down rather than refused. */
  slowsOnly: z.boolean(),
}) satisfies z.ZodType<Detail['throttles'][number]>

export const accountDetailSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  displayName: z.string().nullish(),
  createdAt: z.string(),
  emailVerifiedAt: z.string().nullish(),
  suspendedAt: z.string().nullish(),
  /** `support` or `admin` for staff. */
  staffRole: z.string().nullish(),
  twoFactorOn: z.boolean(),
  passkeyCount: z.number(),
  balance: z.number(),
  lots: z.array(lotSchema),
  payments: z.array(paymentSchema),
  /** Every image; `images` lists the newest 12. */
  imageCount: z.number(),
  images: z.array(imageSchema),
  sends: z.array(sendSchema),
  reminders: z.array(reminderSchema),
  apiKeys: z.array(apiKeySchema),
  devices: z.array(deviceSchema),
  throttles: z.array(throttleSchema),
  /** The newest 50 entries naming the account. */
  audit: z.array(auditEntrySchema),
}) satisfies z.ZodType<Detail>

export type AccountDetail = z.infer<typeof accountDetailSchema>
export type Lot = AccountDetail['lots'][number]
export type Payment = AccountDetail['payments'][number]
export type AccountImage = AccountDetail['images'][number]
export type Send = AccountDetail['sends'][number]
export type Reminder = AccountDetail['reminders'][number]
export type AccountApiKey = AccountDetail['apiKeys'][number]
export type AccountDevice = AccountDetail['devices'][number]
export type AccountThrottle = AccountDetail['throttles'][number]
