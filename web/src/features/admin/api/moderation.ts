import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '@/lib/api'
import type { components } from '@/lib/api-types'
import type { MutationConfig } from '@/lib/query-client'
import { queryKeys } from '@/lib/query-keys'

/** The queue's two parts: waiting for a decision, and decided. */
export type QueueStatus = 'open' | 'decided'

/** Items per page of the queue. */
export const QUEUE_PAGE_SIZE = 20

const reportedCardSchema = z.object({
  imageUrl: z.string().nullish(),
  words: z.string().nullish(),
  prompt: z.string().nullish(),
  message: z.string().nullish(),
  senderName: z.string().nullish(),
  recipients: z.number(),
  sentAt: z.string().nullish(),
}) satisfies z.ZodType<components['schemas']['ReportedCardView']>

const reportedMessageSchema = z.object({
  name: z.string(),
  text: z.string(),
  photoUrl: z.string().nullish(),
  cardTitle: z.string(),
  recipientName: z.string(),
  signedAt: z.string(),
}) satisfies z.ZodType<components['schemas']['ReportedMessageView']>

const moderatedAccountSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  suspended: z.boolean(),
}) satisfies z.ZodType<components['schemas']['ModeratedAccount']>

export const moderationItemSchema = z.object({
  id: z.string(),
  kind: z.string(),
  status: z.string(),
  reports: z.number(),
  createdAt: z.string(),
  lastReportedAt: z.string(),
  decidedAt: z.string().nullish(),
  decidedBy: z.string().nullish(),
  account: moderatedAccountSchema.nullish(),
  strikes: z.number(),
  card: reportedCardSchema.nullish(),
  message: reportedMessageSchema.nullish(),
  prompt: z.string().nullish(),
}) satisfies z.ZodType<components['schemas']['ModerationItemView']>

export type ModerationItem = z.infer<typeof moderationItemSchema>

const queueSchema = z.object({
  items: z.array(moderationItemSchema),
  pagination: z.object({ total: z.number(), page: z.number(), limit: z.number(), pages: z.number() }),
}) satisfies z.ZodType<components['schemas']['ModerationQueue']>

export type ModerationQueue = z.infer<typeof queueSchema>

const decisionSchema = z.object({ strikes: z.number(), suspended: z.boolean() }) satisfies z.ZodType<
  components['schemas']['ModerationDecision']
>

export type ModerationDecision = z.infer<typeof decisionSchema>

export async function getModerationQueue(status: QueueStatus, page: number, signal?: AbortSignal): Promise<ModerationQueue> {
  const query = { status, page, limit: QUEUE_PAGE_SIZE }
  return queueSchema.parse(await api.GET('/api/admin/moderation', { params: { query }, signal }))
}

export function moderationQueueOptions(status: QueueStatus, page: number) {
  return queryOptions({
    queryKey: queryKeys.admin.moderation.page(status, page),
    queryFn: ({ signal }) => getModerationQueue(status, page, signal),
    // Reports arrive at any time: the queue is read afresh whenever it is opened, and every
    // half minute while it is.
    refetchOnMount: 'always',
    refetchInterval: 30_000,
    placeholderData: keepPreviousData,
  })
}

export function useModerationQueue(status: QueueStatus, page: number) {
  return useQuery(moderationQueueOptions(status, page))
}

export interface DecisionInput {
  id: string
  reason: string
}

/** A card's link works again; no strike. */
export async function restoreItem({ id, reason }: DecisionInput): Promise<ModerationDecision> {
  const answer = await api.POST('/api/admin/moderation/{id}/restore', { params: { path: { id } }, body: { reason } })
  return decisionSchema.parse(answer)
}

/** The card is deleted, the account gets a strike and an email with the reason. */
export async function removeItem({ id, reason }: DecisionInput): Promise<ModerationDecision> {
  const answer = await api.POST('/api/admin/moderation/{id}/remove', { params: { path: { id } }, body: { reason } })
  return decisionSchema.parse(answer)
}

/** A decision changes the queue, the account it struck (its page, its searches) and the audit log,
 * where a refusal is written too: all are read again whether it worked or not. */
function useDecision(decide: typeof restoreItem, mutationConfig: MutationConfig<typeof restoreItem> = {}) {
  const queryClient = useQueryClient()
  const { onSettled, ...config } = mutationConfig
  return useMutation({
    ...config,
    mutationFn: decide,
    onSettled: (...args) => {
      for (const queryKey of [queryKeys.admin.moderation.all, queryKeys.admin.accounts.all, queryKeys.admin.audit.all]) {
        void queryClient.invalidateQueries({ queryKey })
      }
      return onSettled?.(...args)
    },
  })
}

export function useRestoreItem({ mutationConfig }: { mutationConfig?: MutationConfig<typeof restoreItem> } = {}) {
  return useDecision(restoreItem, mutationConfig)
}

export function useRemoveItem({ mutationConfig }: { mutationConfig?: MutationConfig<typeof removeItem> } = {}) {
  return useDecision(removeItem, mutationConfig)
}
