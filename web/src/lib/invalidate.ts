import type { QueryClient, QueryKey } from '@tanstack/react-query'
import { queryKeys } from './query-keys'

/**
 * What a change makes stale. Mutations call these rather than naming keys, so a new read of
 * the balance or of the images is refreshed everywhere by adding its key here once.
 */

/** Every read that shows the balance or its history: header, summaries, transactions. */
const CREDIT_QUERIES: QueryKey[] = [queryKeys.currentUser, queryKeys.accountSummary, queryKeys.transactions.all]

/** Every list of the user's images: the gallery's pages, the dashboard's recent five and the
 * versions of each image (a revision adds one, a deletion takes one away). */
const IMAGE_QUERIES: QueryKey[] = [queryKeys.images.all, queryKeys.images.recent, queryKeys.images.allVersions]

async function invalidate(queryClient: QueryClient, keys: QueryKey[]) {
  // A read still in flight may have been answered before the change: drop it, then read again.
  // (Invalidating alone would wait for that read when the query has no data yet.)
  await Promise.all(keys.map((queryKey) => queryClient.cancelQueries({ queryKey })))
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })))
}

/** After anything that adds or spends credits (a purchase, a generation). */
export function invalidateCreditQueries(queryClient: QueryClient) {
  return invalidate(queryClient, CREDIT_QUERIES)
}

/** After the email address is found confirmed (by its link, or elsewhere): the user's status
 * changes, and the signup bonus may arrive with it. CREDIT_QUERIES holds the current user. */
export function invalidateEmailConfirmedQueries(queryClient: QueryClient) {
  return invalidate(queryClient, CREDIT_QUERIES)
}

/** After an image is made or deleted. */
export function invalidateImageQueries(queryClient: QueryClient) {
  return invalidate(queryClient, IMAGE_QUERIES)
}

/** After an image is shared or stops being shared: its lists and its own details. */
export function invalidateImageShareQueries(queryClient: QueryClient, imageId: string) {
  return invalidate(queryClient, [...IMAGE_QUERIES, queryKeys.images.detail(imageId)])
}

/** After a card is sent, scheduled, edited, cancelled or sent again: every page of /sent. */
export function invalidateSendQueries(queryClient: QueryClient) {
  return invalidate(queryClient, [queryKeys.sends.all])
}

/** After any change to a group card: the organiser's list and every card's page. */
export function invalidateGroupCardQueries(queryClient: QueryClient) {
  return invalidate(queryClient, [queryKeys.groupCards.all])
}
