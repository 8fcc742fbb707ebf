import { z } from 'zod'
import type { components } from '@/lib/api-types'

/** A group card as its organiser sees it (GroupCardBase, GroupCardView, GroupCardSummary). */

export const GROUP_CARD_STATUSES = ['collecting', 'sealed', 'sent', 'cancelled'] as const

const groupCardBaseSchema = z.object({
  id: z.string(),
  imageId: z.string(),
  thumbnailUrl: z.string().nullish(),
  title: z.string(),
  organiserName: z.string(),
  recipientName: z.string(),
  recipientEmail: z.string(),
  timeZone: z.string(),
  /** The deadline as chosen, `YYYY-MM-DDTHH:MM` in `timeZone`. */
  deadline: z.string(),
  deadlineAt: z.string(),
  sendAt: z.string(),
  dueAt: z.string(),
  hideMessages: z.boolean(),
  /** collecting, sealed, sent or cancelled (a string: a state added later must not break the page). */
  status: z.string(),
  messageCount: z.number(),
  createdAt: z.string(),
  sentAt: z.string().nullish(),
  sendId: z.string().nullish(),
}) satisfies z.ZodType<components['schemas']['GroupCardBase']>

export const groupMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  text: z.string(),
  font: z.string(),
  colour: z.string(),
  /** Strokes of [x, y] points from 0 to 1000 on a 3:1 pad. */
  signature: z.array(z.array(z.tuple([z.number(), z.number()]))),
  /** The signer's photo, a small JPEG, if they added one. */
  photoUrl: z.string().nullish(),
}) satisfies z.ZodType<components['schemas']['GroupMessageView']>

export type GroupMessage = z.infer<typeof groupMessageSchema>

const organisedMessageSchema = groupMessageSchema.extend({
  email: z.string().nullish(),
  hidden: z.boolean(),
  reported: z.boolean(),
  invited: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
}) satisfies z.ZodType<components['schemas']['OrganisedMessageView']>

export type OrganisedMessage = z.infer<typeof organisedMessageSchema>

const inviteSchema = z.object({
  id: z.string(),
  email: z.string(),
  signed: z.boolean(),
  remindersSent: z.number(),
  lastRemindedAt: z.string().nullish(),
  stopped: z.boolean(),
  invitedAt: z.string(),
}) satisfies z.ZodType<components['schemas']['InviteView']>

export type Invite = z.infer<typeof inviteSchema>

export const groupCardViewSchema = groupCardBaseSchema.extend({
  imageUrl: z.string().nullish(),
  shareUrl: z.string().nullish(),
  messages: z.array(organisedMessageSchema),
  invites: z.array(inviteSchema),
}) satisfies z.ZodType<components['schemas']['GroupCardView']>

export type GroupCardView = z.infer<typeof groupCardViewSchema>

export const groupCardListSchema = z.object({
  groupCards: z.array(groupCardBaseSchema.extend({ invited: z.number() })),
}) satisfies z.ZodType<components['schemas']['GroupCardList']>

export type GroupCardSummary = z.infer<typeof groupCardListSchema>['groupCards'][number]
