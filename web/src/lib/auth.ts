import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { apiJson } from './api-client'
import type { components } from './api-types'
import { PUBLIC_QUERY_KEYS, queryKeys } from './query-keys'

/**
 * Who is signed in. Shared by the header, the home page and every screen that
 * changes with the session, so it lives here rather than inside one feature.
 */

export const userSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  /** False until the emailed confirmation link is opened. */
  emailVerified: z.boolean(),
  credits: z.number(),
  createdAt: z.string(),
}) satisfies z.ZodType<components['schemas']['UserView']>

export type User = z.infer<typeof userSchema>

/** The signed-in user, or null. A failed lookup counts as signed out. */
export async function getCurrentUser(): Promise<User | null> {
  try {
    const data = await apiJson<unknown>('GET', '/api/auth/me')
    return data === null ? null : userSchema.parse(data)
  } catch (error) {
    console.warn('Could not load the current user; treating the visitor as signed out.', error)
    return null
  }
}

export const currentUserQueryOptions = queryOptions({
  queryKey: queryKeys.currentUser,
  queryFn: getCurrentUser,
})

export type AuthState =
  | { status: 'loading'; user: null }
  | { status: 'authenticated'; user: User }
  | { status: 'anonymous'; user: null }

export function useAuth(): AuthState {
  const { data, isPending } = useQuery(currentUserQueryOptions)
  if (isPending) return { status: 'loading', user: null }
  return data ? { status: 'authenticated', user: data } : { status: 'anonymous', user: null }
}

/** Shows a new balance at once (after a generation, say), before the server confirms it. */
export function setBalance(queryClient: QueryClient, credits: number) {
  queryClient.setQueryData(currentUserQueryOptions.queryKey, (user) => (user ? { ...user, credits } : user))
}

/** After login or signup: show the new user at once, then confirm with the server. */
export async function setSignedInUser(queryClient: QueryClient, user: User) {
  queryClient.setQueryData(currentUserQueryOptions.queryKey, user)
  await queryClient.invalidateQueries({ queryKey: currentUserQueryOptions.queryKey })
}

const isPublic = (key: readonly unknown[]) =>
  PUBLIC_QUERY_KEYS.some((publicKey) => publicKey.every((part, index) => key[index] === part))

/** After logout: forget everything that belonged to the session. */
export function setSignedOut(queryClient: QueryClient) {
  queryClient.removeQueries({ predicate: (query) => !isPublic(query.queryKey) })
  queryClient.setQueryData(currentUserQueryOptions.queryKey, null)
}
