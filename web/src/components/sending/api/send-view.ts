import { z } from 'zod'
import type { components } from '@/lib/api-types'

/** What became of one recipient's copy of a sent card. */
export const RECIPIENT_STATUSES = ['scheduled', 'sent', 'opened', 'thanked', 'failed', 'cancelled'] as const
export type RecipientStatus = (typeof RECIPIENT_STATUSES)[number]

// The status stays a plain string here: one the server adds later must not make the whole
// list unreadable. The badge falls back to showing it as it is.
export const recipientViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  status: z.string(),
  failure: z.string().nullish(),
  sentAt: z.string().nullish(),
  openedAt: z.string().nullish(),
  thanks: z.string().nullish(),
  thankedAt: z.string().nullish(),
  canResend: z.boolean(),
}) satisfies z.ZodType<components['schemas']['RecipientView']>

export type SentRecipient = z.infer<typeof recipientViewSchema>

/** One card sent (or to be sent) to its recipients, as GET/POST/PUT /api/sends answer it. */
export const sendViewSchema = z.object({
  id: z.string(),
  imageId: z.string(),
  thumbnailUrl: z.string().nullish(),
  cardText: z.string().nullish(),
  senderName: z.string(),
  message: z.string(),
  font: z.string(),
  timeZone: z.string(),
  /** The chosen wall-clock time in `timeZone`; none for a card sent at once. */
  sendAt: z.string().nullish(),
  dueAt: z.string(),
  createdAt: z.string(),
  cancelledAt: z.string().nullish(),
  editable: z.boolean(),
  recipients: z.array(recipientViewSchema),
}) satisfies z.ZodType<components['schemas']['SendView']>

export type SendView = z.infer<typeof sendViewSchema>
