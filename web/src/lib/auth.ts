import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { apiJson } from './api-client'

/**
 * Who is signed in. Shared by the header, the home page and every screen that
 * changes with the session, so it lives here rather than inside one feature.
 */

export const CURRENT_USER_QUERY_KEY = ['/api/auth/me'] as const

export const userSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  credits: z.number(),
  createdAt: z.string(),
})

export type User = z.infer<typeof userSchema>

/** The signed-in user, or null. A failed lookup counts as signed out. */
export async function getCurrentUser(): Promise<User | null> {
  try {
    const data = await apiJson<unknown>('GET', CURRENT_USER_QUERY_KEY[0])
    return data === null ? null : userSchema.parse(data)
  } catch (error) {
    console.warn('Could not load the current user; treating the visitor as signed out.', error)
    return null
  }
}

export const currentUserQueryOptions = queryOptions({
  queryKey: CURRENT_USER_QUERY_KEY,
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

/** After login or signup: show the new user at once, then confirm with the server. */
export async function setSignedInUser(queryClient: QueryClient, user: User) {
  queryClient.setQueryData(CURRENT_USER_QUERY_KEY, user)
  await queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY })
}

/** Reads that look the same for everyone and so survive a logout. */
const PUBLIC_QUERY_URLS = new Set<unknown>([CURRENT_USER_QUERY_KEY[0], '/api/site', '/api/credit-packages'])

/** After logout: forget everything that belonged to the session. */
export function setSignedOut(queryClient: QueryClient) {
  queryClient.removeQueries({ predicate: (query) => !PUBLIC_QUERY_URLS.has(query.queryKey[0]) })
  queryClient.setQueryData(CURRENT_USER_QUERY_KEY, null)
}
