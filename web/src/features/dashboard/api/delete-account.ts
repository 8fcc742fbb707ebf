import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '@/lib/api'
import type { components } from '@/lib/api-types'
import { endSession } from '@/lib/auth'
import { messageOf } from '@/lib/message-response'
import type { PasskeyAnswer } from '@/lib/passkeys'
import type { MutationConfig } from '@/lib/query-client'

export const deleteAccountInputSchema = z.object({
  currentPassword: z.string().min(1, 'Please enter your current password'),
  /** A code from the authenticator app or a recovery code; needed when two-step sign-in is on. */
  code: z.string().trim().optional(),
  // Usernames have no spaces; one a phone keyboard adds must not block the confirmation.
  username: z.string().trim().min(1, 'Please type your username to confirm'),
}) satisfies z.ZodType<components['schemas']['DeleteAccountRequest']>

export type DeleteAccountInput = z.infer<typeof deleteAccountInputSchema>

/** Deletion confirmed with one of the account's passkeys instead of the password and code. */
export interface DeleteWithPasskeyInput {
  username: string
  passkey: PasskeyAnswer
}

/** The server's own words for a username that does not match. */
export const USERNAME_MISMATCH = 'This does not match your username'

/**
 * The form's own names: the page has a change-password form with a `currentPassword` box too,
 * and a field's name is its element id. The code is asked for only when two-step sign-in is on. The typed username must be the account's exactly (case
 * included), as the server checks; checking here too spares a wrong password attempt, which
 * counts against the sign-in throttle.
 */
export function deleteAccountFormSchema(username: string, needsCode: boolean) {
  return z.object({
    deletePassword: deleteAccountInputSchema.shape.currentPassword,
    deleteCode: needsCode
      ? z.string().trim().min(1, 'Enter a code from your authenticator app or a recovery code')
      : z.string().optional(),
    deleteUsername: deleteAccountInputSchema.shape.username.refine((typed) => typed === username, USERNAME_MISMATCH),
  })
}

export type DeleteAccountFormValues = z.infer<ReturnType<typeof deleteAccountFormSchema>>

/** Where the server's field errors go on the form (its names → the form's). */
export const DELETE_ACCOUNT_SERVER_FIELDS = {
  currentPassword: 'deletePassword',
  code: 'deleteCode',
  username: 'deleteUsername',
} as const satisfies Record<keyof DeleteAccountInput, keyof DeleteAccountFormValues>

export const ACCOUNT_DELETED = 'Your account has been deleted.'
export const ACCOUNT_NOT_DELETED_FALLBACK = 'Could not delete your account. Please try again.'

/** Deletes the account for good; the server ends the session and clears its cookie. */
export async function deleteAccount(input: DeleteAccountInput | DeleteWithPasskeyInput): Promise<{ message: string }> {
  return messageOf(await api.DELETE('/api/account', { body: input }), ACCOUNT_DELETED)
}

/**
 * Deletes the account, then forgets the session as logout does. The caller's `onSuccess` runs
 * (and is awaited) first: that is where it leaves the page, so the dashboard never shows a
 * signed-out visitor the sign-in prompt.
 */
export function useDeleteAccount({ mutationConfig }: { mutationConfig?: MutationConfig<typeof deleteAccount> } = {}) {
  const queryClient = useQueryClient()
  const { onSuccess, ...config } = mutationConfig ?? {}
  return useMutation({
    ...config,
    mutationFn: deleteAccount,
    onSuccess: (...args) => endSession(queryClient, () => onSuccess?.(...args)),
  })
}
