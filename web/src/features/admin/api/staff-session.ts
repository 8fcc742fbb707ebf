import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api'
import type { components } from '@/lib/api-types'
import { queryKeys } from '@/lib/query-keys'

/**
 * GET /api/admin/session: the staff member using the console. Anyone else gets the 404 of a path
 * that does not exist. This file loads with every page (the console's gate reads it), so the
 * answer is checked by hand rather than with zod, which loads only with the console itself.
 */

export type StaffSession = components['schemas']['StaffSessionView']

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

export function parseStaffSession(data: unknown): StaffSession {
  if (!isRecord(data)) throw new TypeError('Expected the staff session to be an object')
  const { id, email, role, secondFactorUntil, authenticatorApp, passkeys, grantLimit, strikesToSuspend } = data
  if (
    typeof id !== 'string' ||
    typeof email !== 'string' ||
    typeof role !== 'string' ||
    !(typeof secondFactorUntil === 'string' || secondFactorUntil === null || secondFactorUntil === undefined) ||
    typeof authenticatorApp !== 'boolean' ||
    typeof passkeys !== 'boolean' ||
    typeof grantLimit !== 'number' ||
    typeof strikesToSuspend !== 'number'
  ) {
    throw new TypeError('Expected a staff session')
  }
  return {
    id,
    email,
    role,
    secondFactorUntil: secondFactorUntil ?? null,
    authenticatorApp,
    passkeys,
    grantLimit,
    strikesToSuspend,
  }
}

export const staffSessionQueryOptions = queryOptions({
  queryKey: queryKeys.admin.session,
  queryFn: async ({ signal }) => parseStaffSession(await api.GET('/api/admin/session', { signal })),
  // Roles change from the server's command line and the second factor lapses after 12 hours:
  // ask again each time the console is opened.
  refetchOnMount: 'always',
})

/** Admins may do everything; support only what emails an account or gives it a little. */
export function isAdmin(session: StaffSession): boolean {
  return session.role === 'admin'
}

/** The server refuses every action on one's own account. */
export function isOwnAccount(account: { id: string }, session: StaffSession): boolean {
  return account.id === session.id
}
