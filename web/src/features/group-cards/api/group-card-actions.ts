import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '@/lib/api'
import type { components } from '@/lib/api-types'
import { invalidateGroupCardQueries } from '@/lib/invalidate'
import { groupCardViewSchema } from '@/components/group-cards/api/group-card-view'

/** The organiser's changes to a group card. Each answers the card as it now stands. */

const path = (id: string) => ({ params: { path: { id } } })
const messagePath = (id: string, messageId: string) => ({ params: { path: { id, message_id: messageId } } })

const remindedSchema = z.object({ groupCard: groupCardViewSchema, reminded: z.number() }) satisfies z.ZodType<
  components['schemas']['RemindedView']
>

/** Every change the card's page offers, by name. */
export const groupCardActions = {
  invite: async ({ id, emails }: { id: string; emails: string[] }) =>
    groupCardViewSchema.parse(await api.POST('/api/group-cards/{id}/invites', { ...path(id), body: { emails } })),
  newLink: async ({ id }: { id: string }) =>
    groupCardViewSchema.parse(await api.POST('/api/group-cards/{id}/share-link', path(id))),
  closeLink: async ({ id }: { id: string }) =>
    groupCardViewSchema.parse(await api.DELETE('/api/group-cards/{id}/share-link', path(id))),
  hideMessage: async ({ id, messageId, hidden }: { id: string; messageId: string; hidden: boolean }) =>
    groupCardViewSchema.parse(
      await api.PATCH('/api/group-cards/{id}/messages/{message_id}', { ...messagePath(id, messageId), body: { hidden } }),
    ),
  deleteMessage: async ({ id, messageId }: { id: string; messageId: string }) =>
    groupCardViewSchema.parse(await api.DELETE('/api/group-cards/{id}/messages/{message_id}', messagePath(id, messageId))),
  sendNow: async ({ id }: { id: string }) =>
    groupCardViewSchema.parse(await api.POST('/api/group-cards/{id}/send', path(id))),
  cancel: async ({ id }: { id: string }) => groupCardViewSchema.parse(await api.DELETE('/api/group-cards/{id}', path(id))),
} as const

/** POST /api/group-cards/{id}/reminders: once every 12 hours (429 otherwise). */
export async function remindSigners({ id }: { id: string }) {
  return remindedSchema.parse(await api.POST('/api/group-cards/{id}/reminders', path(id)))
}

/** One of the card's changes as a mutation: refused or not, the card and the list are read again. */
export function useGroupCardAction<Input, Output>(action: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: action,
    onSettled: () => invalidateGroupCardQueries(queryClient),
  })
}
