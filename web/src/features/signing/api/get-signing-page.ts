import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '@/lib/api'
import type { components } from '@/lib/api-types'
import { queryKeys } from '@/lib/query-keys'
import { readTokenLookup, type TokenLookup } from '@/lib/token-lookup'

/** Strokes of `[x, y]` points from 0 to 1000 on a 3:1 pad. */
export const strokesSchema = z.array(z.array(z.array(z.number())))

export const groupMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  text: z.string(),
  /** classic, modern or handwritten (kept a string: a face added later must not break the page). */
  font: z.string(),
  colour: z.string(),
  signature: strokesSchema,
  /** The signer's photo, a small JPEG, if they added one. */
  photoUrl: z.string().nullish(),
}) satisfies z.ZodType<components['schemas']['GroupMessageView']>

export type GroupMessage = z.infer<typeof groupMessageSchema>

export const ownMessageSchema = groupMessageSchema.extend({
  email: z.string().nullish(),
  hidden: z.boolean(),
}) satisfies z.ZodType<components['schemas']['OwnMessageView']>

export type OwnMessage = z.infer<typeof ownMessageSchema>

export const inkColourSchema = z.object({
  name: z.string(),
  hex: z.string(),
}) satisfies z.ZodType<components['schemas']['InkColour']>

export type InkColour = z.infer<typeof inkColourSchema>

export const signingViewSchema = z.object({
  title: z.string(),
  organiserName: z.string(),
  recipientName: z.string(),
  imageUrl: z.string(),
  alt: z.string(),
  /** `YYYY-MM-DDTHH:MM` in `timeZone`. */
  deadline: z.string(),
  deadlineAt: z.string(),
  timeZone: z.string(),
  open: z.boolean(),
  closedReason: z.string().nullish(),
  hideMessages: z.boolean(),
  /** share, invite or edit. */
  link: z.string(),
  invitedEmail: z.string().nullish(),
  remindersStopped: z.boolean(),
  messages: z.array(groupMessageSchema),
  own: z.array(ownMessageSchema),
  colours: z.array(inkColourSchema),
  maxChars: z.number(),
}) satisfies z.ZodType<components['schemas']['SigningView']>

export type SigningView = z.infer<typeof signingViewSchema>

/** What a signing link leads to: the card, a link that is not (or no longer) valid (404), or a card gone (410). */
export type SigningLookup = TokenLookup<SigningView>

/** GET /api/sign/{token}: 404 and 410 are answers this page expects, so they are read rather than thrown. */
export async function getSigningPage(token: string, signal?: AbortSignal): Promise<SigningLookup> {
  const response = await api.response('GET', '/api/sign/{token}', {
    params: { path: { token } },
    signal,
    throwOnError: false,
  })
  return readTokenLookup(response, signingViewSchema)
}

export function signingQueryOptions(token: string) {
  return queryOptions({
    queryKey: queryKeys.signing(token),
    queryFn: ({ signal }) => getSigningPage(token, signal),
  })
}

export function useSigningPage(token: string) {
  return useQuery(signingQueryOptions(token))
}

/** Puts the card a change answered with in the page's cache, so the page shows it at once. */
export function putSigningCard(queryClient: QueryClient, token: string, card: SigningView) {
  const found: SigningLookup = { status: 'found', card }
  queryClient.setQueryData(signingQueryOptions(token).queryKey, found)
}
