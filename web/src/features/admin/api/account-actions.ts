import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '@/lib/api'
import type { components } from '@/lib/api-types'
import type { MutationConfig } from '@/lib/query-client'
import { queryKeys } from '@/lib/query-keys'
import { accountQueryOptions } from './get-account'

/**
 * What staff do to an account. Every action carries a reason for the audit log, and the server
 * records refusals too, so the account's reads are refreshed whether the action worked or not.
 */

/** The server's limit on a reason. */
export const REASON_MAX_LENGTH = 500
/** The longest a granted lot may last. */
export const LONGEST_EXPIRY_DAYS = 3650
/** What the grant form offers: a year, like the packages people buy. */
export const DEFAULT_EXPIRY_DAYS = 365

const REASON_MISSING = 'Say why: every console action needs a reason'

export const reasonSchema = z
  .string()
  .trim()
  .min(1, REASON_MISSING)
  .max(REASON_MAX_LENGTH, `A reason is at most ${REASON_MAX_LENGTH} characters`)

/** A dialog's form; its names are its own, as a field's name is its element id. */
export const reasonFormSchema = z.object({ actionReason: reasonSchema })
export type ReasonFormValues = z.infer<typeof reasonFormSchema>

const wholeNumber = (message: string) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, message)
    .transform((typed) => Number(typed))

/** The grant form, within the caller's role's limit per grant. A blank expiry never expires. */
export function grantFormSchema(grantLimit: number) {
  const credits = `Grant between 1 and ${grantLimit.toLocaleString('en-US')} credits`
  const expiry = `An expiry is 1 to ${LONGEST_EXPIRY_DAYS.toLocaleString('en-US')} days away`
  return z.object({
    grantCredits: wholeNumber(credits).pipe(z.number().min(1, credits).max(grantLimit, credits)),
    grantExpiresInDays: z.union([
      z.literal('').transform(() => null),
      wholeNumber(expiry).pipe(z.number().min(1, expiry).max(LONGEST_EXPIRY_DAYS, expiry)),
    ]),
    actionReason: reasonSchema,
  })
}

/** The deduction form: whole credits, at most the balance (the server checks it again under its lock). */
export function deductFormSchema(balance: number) {
  const credits = balance >= 1 ? `Deduct between 1 and ${Math.floor(balance).toLocaleString('en-US')} credits` : 'The balance is empty'
  return z.object({
    deductCredits: wholeNumber(credits).pipe(z.number().min(1, credits).max(Math.floor(balance), credits)),
    actionReason: reasonSchema,
  })
}

export type DeductFormInput = z.input<ReturnType<typeof deductFormSchema>>
export type DeductFormOutput = z.output<ReturnType<typeof deductFormSchema>>

export type GrantFormInput = z.input<ReturnType<typeof grantFormSchema>>
export type GrantFormOutput = z.output<ReturnType<typeof grantFormSchema>>

/** Where the server's field errors go on the dialogs (its names → the forms'). */
export const REASON_SERVER_FIELDS = { reason: 'actionReason' } as const satisfies Record<string, keyof ReasonFormValues>
export const GRANT_SERVER_FIELDS = {
  ...REASON_SERVER_FIELDS,
  credits: 'grantCredits',
  expiresInDays: 'grantExpiresInDays',
} as const satisfies Record<string, keyof GrantFormInput>

export const DEDUCT_SERVER_FIELDS = {
  ...REASON_SERVER_FIELDS,
  credits: 'deductCredits',
} as const satisfies Record<string, keyof DeductFormInput>

export const ACTION_FAILED_FALLBACK = 'The action could not be done. Please try again.'

type Reasoned<T = object> = T & { id: string; reason: string }

const balanceSchema = z.object({ balance: z.number() }) satisfies z.ZodType<components['schemas']['BalanceView']>
const endedSchema = z.object({ ended: z.number() }) satisfies z.ZodType<components['schemas']['Ended']>

export type GrantInput = Reasoned<{ credits: number; expiresInDays: number | null }>

/** Adds a lot of credits; answers the account's new balance. */
export async function grantCredits({ id, credits, expiresInDays, reason }: GrantInput): Promise<number> {
  const body: components['schemas']['GrantRequest'] = { credits, expiresInDays, reason }
  const answer = await api.POST('/api/admin/accounts/{id}/credits', { params: { path: { id } }, body })
  return balanceSchema.parse(answer).balance
}

/** Takes credits off the balance through the ledger; answers the account's new balance. */
export async function deductCredits({ id, credits, reason }: Reasoned<{ credits: number }>): Promise<number> {
  const body: components['schemas']['DeductRequest'] = { credits, reason }
  const answer = await api.POST('/api/admin/accounts/{id}/deductions', { params: { path: { id } }, body })
  return balanceSchema.parse(answer).balance
}

/** Suspends the account (true) or lifts its suspension (false). */
export async function setSuspension({ id, suspended, reason }: Reasoned<{ suspended: boolean }>): Promise<void> {
  await api.PUT('/api/admin/accounts/{id}/suspension', { params: { path: { id } }, body: { suspended, reason } })
}

/** Ends every session of the account; answers how many ended. */
export async function signOutEverywhere({ id, reason }: Reasoned): Promise<number> {
  const answer = await api.POST('/api/admin/accounts/{id}/sign-out', { params: { path: { id } }, body: { reason } })
  return endedSchema.parse(answer).ended
}

/** Revokes every API key of the account; answers how many were live. */
export async function revokeApiKeys({ id, reason }: Reasoned): Promise<number> {
  const answer = await api.POST('/api/admin/accounts/{id}/api-keys/revoke', { params: { path: { id } }, body: { reason } })
  return endedSchema.parse(answer).ended
}

export async function resendVerificationEmail({ id, reason }: Reasoned): Promise<void> {
  await api.POST('/api/admin/accounts/{id}/verification-email', { params: { path: { id } }, body: { reason } })
}

export async function sendPasswordReset({ id, reason }: Reasoned): Promise<void> {
  await api.POST('/api/admin/accounts/{id}/password-reset', { params: { path: { id } }, body: { reason } })
}

/** Deletes the account as its owner's own deletion would; its data is erased in the background. */
export async function deleteAccount({ id, reason }: Reasoned): Promise<void> {
  await api.POST('/api/admin/accounts/{id}/deletion', { params: { path: { id } }, body: { reason } })
}

const refundSchema = z.object({ takenBack: z.number(), shortfall: z.number() }) satisfies z.ZodType<
  components['schemas']['RefundView']
>

export type RefundInput = Reasoned<{ sessionId: string }>

/** Refunds a whole purchase (`id` is the buyer's account): the provider gives the money back and
 * the purchase's credits leave the balance; answers how many left, and how many were spent. */
export async function refundPayment({ sessionId, reason }: RefundInput): Promise<z.infer<typeof refundSchema>> {
  const answer = await api.POST('/api/admin/payments/{session_id}/refund', {
    params: { path: { session_id: sessionId } },
    body: { reason },
  })
  return refundSchema.parse(answer)
}

/** What an action on account `id` may have changed: the account (searches show whether it is
 * suspended), its credit history and the audit log, where refusals are written as well. */
function refreshAfterAction(queryClient: QueryClient, id: string) {
  for (const queryKey of [queryKeys.admin.accounts.all, queryKeys.admin.ledger.all(id), queryKeys.admin.audit.all]) {
    void queryClient.invalidateQueries({ queryKey })
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each action's own input and answer
function useAccountAction<Fn extends (input: Reasoned<any>) => Promise<any>>(
  mutationFn: Fn,
  mutationConfig: MutationConfig<Fn> = {},
) {
  const queryClient = useQueryClient()
  const { onSettled, ...config } = mutationConfig
  return useMutation({
    ...config,
    mutationFn,
    onSettled: (answer, error, input, ...rest) => {
      refreshAfterAction(queryClient, input.id)
      return onSettled?.(answer, error, input, ...rest)
    },
  })
}

/** Grants credits; the page shows the new balance at once, before the account is read again. */
export function useGrantCredits({ mutationConfig }: { mutationConfig?: MutationConfig<typeof grantCredits> } = {}) {
  const queryClient = useQueryClient()
  const { onSuccess, ...config } = mutationConfig ?? {}
  return useAccountAction(grantCredits, {
    ...config,
    onSuccess: (balance, input, ...rest) => {
      queryClient.setQueryData(accountQueryOptions(input.id).queryKey, (account) =>
        account ? { ...account, balance } : account,
      )
      return onSuccess?.(balance, input, ...rest)
    },
  })
}

export function useSetSuspension({ mutationConfig }: { mutationConfig?: MutationConfig<typeof setSuspension> } = {}) {
  return useAccountAction(setSuspension, mutationConfig)
}

export function useSignOutEverywhere({ mutationConfig }: { mutationConfig?: MutationConfig<typeof signOutEverywhere> } = {}) {
  return useAccountAction(signOutEverywhere, mutationConfig)
}

export function useRevokeApiKeys({ mutationConfig }: { mutationConfig?: MutationConfig<typeof revokeApiKeys> } = {}) {
  return useAccountAction(revokeApiKeys, mutationConfig)
}

export function useResendVerificationEmail({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof resendVerificationEmail> } = {}) {
  return useAccountAction(resendVerificationEmail, mutationConfig)
}

export function useSendPasswordReset({ mutationConfig }: { mutationConfig?: MutationConfig<typeof sendPasswordReset> } = {}) {
  return useAccountAction(sendPasswordReset, mutationConfig)
}

export function useRefundPayment({ mutationConfig }: { mutationConfig?: MutationConfig<typeof refundPayment> } = {}) {
  return useAccountAction(refundPayment, mutationConfig)
}

export function useDeleteAccount({ mutationConfig }: { mutationConfig?: MutationConfig<typeof deleteAccount> } = {}) {
  return useAccountAction(deleteAccount, mutationConfig)
}

/** Deducts credits; the page shows the new balance at once, before the account is read again. */
export function useDeductCredits({ mutationConfig }: { mutationConfig?: MutationConfig<typeof deductCredits> } = {}) {
  const queryClient = useQueryClient()
  const { onSuccess, ...config } = mutationConfig ?? {}
  return useAccountAction(deductCredits, {
    ...config,
    onSuccess: (balance, input, ...rest) => {
      queryClient.setQueryData(accountQueryOptions(input.id).queryKey, (account) =>
        account ? { ...account, balance } : account,
      )
      return onSuccess?.(balance, input, ...rest)
    },
  })
}
