import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'
import { useHydrated } from '@/hooks/use-hydrated'
import { api } from './api'
import { clearCsrfToken } from './api-client'
import type { components } from './api-types'
import { PUBLIC_QUERY_KEYS, queryKeys } from './query-keys'

/**
 * Who is signed in. Shared by the header, the home page and every screen that
 * changes with the session, so it lives here rather than inside one feature.
 */

export type User = components['schemas']['UserView']

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function field<T>(user: Record<string, unknown>, name: keyof User, check: (value: unknown) => value is T, kind: string): T {
  const value = user[name]
  if (!check(value)) throw new TypeError(`Expected the user's ${name} to be ${kind}`)
  return value
}

const isString = (value: unknown): value is string => typeof value === 'string'
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean'
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value)

/**
 * Checks the server's user object and keeps only the fields the app knows; the others are
 * dropped. Throws a TypeError when a field is missing or of the wrong type. Written by hand
 * rather than with zod, which would otherwise load with every page.
 */
export function parseUser(data: unknown): User {
  if (!isRecord(data)) throw new TypeError('Expected the user to be an object')
  return {
    id: field(data, 'id', isString, 'a string'),
    username: field(data, 'username', isString, 'a string'),
    /** The name cards are sent from: chosen at sign-up, or the username. */
    displayName: field(data, 'displayName', isString, 'a string'),
    email: field(data, 'email', isString, 'a string'),
    /** False until the emailed confirmation link is opened. */
    emailVerified: field(data, 'emailVerified', isBoolean, 'a boolean'),
    credits: field(data, 'credits', isNumber, 'a number'),
    createdAt: field(data, 'createdAt', isString, 'a string'),
  }
}

/** `userSchema.parse(answer)`: the login and signup calls read their answer with it. */
export const userSchema = { parse: parseUser }

/** The signed-in user, or null. A failed lookup counts as signed out. */
export async function getCurrentUser(): Promise<User | null> {
  try {
    const data = await api.GET('/api/auth/me')
    return data === null ? null : parseUser(data)
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

/**
 * Prerendered pages were built with the session unknown, so while such a page hydrates every
 * part of it reads 'loading', including a part that hydrates after the answer has arrived
 * (React hydrates the page's sections one at a time, and /api/auth/me can be quicker).
 */
export function useAuth(): AuthState {
  const { data, isPending } = useQuery(currentUserQueryOptions)
  const hydrated = useHydrated()
  if (isPending || !hydrated) return { status: 'loading', user: null }
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

/**
 * After the server has ended the session (logout, account deletion). `leave` runs, and is
 * awaited, before the session's data is forgotten: that is where the caller leaves the page, so
 * a signed-in-only page never sees a visitor and sends them to log in instead.
 */
export async function endSession(queryClient: QueryClient, leave: () => unknown) {
  // The server binds the CSRF token to the session that just ended.
  clearCsrfToken()
  try {
    await leave()
  } finally {
    setSignedOut(queryClient)
  }
}
