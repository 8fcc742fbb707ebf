import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '@/lib/api'
import type { components } from '@/lib/api-types'
import { messageOf } from '@/lib/message-response'
import { queryKeys } from '@/lib/query-keys'

const statusSchema = z.object({
  enabled: z.boolean(),
  recoveryCodesLeft: z.number(),
}) satisfies z.ZodType<components['schemas']['TwoFactorStatus']>

export type TwoFactorStatus = z.infer<typeof statusSchema>

export const twoFactorQueryOptions = queryOptions({
  queryKey: queryKeys.twoFactor,
  queryFn: async ({ signal }) => statusSchema.parse(await api.GET('/api/account/two-factor', { signal })),
})

/** Whether the account signs in with a code after its password. */
export function useTwoFactorStatus() {
  return useQuery(twoFactorQueryOptions)
}

const setupSchema = z.object({
  secret: z.string(),
  otpauthUri: z.string(),
  qrCodeSvg: z.string(),
}) satisfies z.ZodType<components['schemas']['TwoFactorSetup']>

export type TwoFactorSetup = z.infer<typeof setupSchema>

const recoveryCodesSchema = z.object({
  recoveryCodes: z.array(z.string()),
}) satisfies z.ZodType<components['schemas']['RecoveryCodes']>

/** The form names are the page's own: other forms there have a password box too, and a field's
 * name is its element id. */
export const startFormSchema = z.object({
  twoFactorPassword: z.string().min(1, 'Please enter your current password'),
})
export type StartFormValues = z.infer<typeof startFormSchema>

const sixDigits = z
  .string()
  .transform((typed) => typed.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app'))

export const confirmFormSchema = z.object({ twoFactorCode: sixDigits })
export type ConfirmFormValues = z.input<typeof confirmFormSchema>

/** A code asked for before a change (turning off, new recovery codes): six digits or a recovery code. */
export const codeFormSchema = z.object({
  twoFactorChangeCode: z.string().trim().min(1, 'Enter a code from your authenticator app or a recovery code'),
})
export type CodeFormValues = z.infer<typeof codeFormSchema>

export const TWO_FACTOR_FAILED_FALLBACK = 'Could not change two-step sign-in. Please try again.'
export const TWO_FACTOR_OFF = 'Two-step sign-in is off.'

/** A new secret for the authenticator app, after the current password. */
export async function startTwoFactor(currentPassword: string): Promise<TwoFactorSetup> {
  return setupSchema.parse(await api.POST('/api/account/two-factor', { body: { currentPassword } }))
}

/** Turns two-step sign-in on with a first code; answers the recovery codes, shown this once. */
export async function confirmTwoFactor(code: string): Promise<string[]> {
  const answer = await api.POST('/api/account/two-factor/confirm', { body: { code } })
  return recoveryCodesSchema.parse(answer).recoveryCodes
}

/** Ten new recovery codes in place of the old ones, with a current code or a recovery code. */
export async function renewRecoveryCodes(code: string): Promise<string[]> {
  const answer = await api.POST('/api/account/two-factor/recovery-codes', { body: { code } })
  return recoveryCodesSchema.parse(answer).recoveryCodes
}

export async function disableTwoFactor(code: string): Promise<{ message: string }> {
  return messageOf(await api.DELETE('/api/account/two-factor', { body: { code } }), TWO_FACTOR_OFF)
}

export function useStartTwoFactor() {
  return useMutation({ mutationFn: startTwoFactor })
}

/** A change that turns two-step sign-in on or off, with the status read again afterwards. */
function useTwoFactorChange<T>(mutationFn: (code: string) => Promise<T>) {
  const queryClient = useQueryClient()
  return useMutation<T, Error, string>({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorQueryOptions.queryKey }),
  })
}

export function useConfirmTwoFactor() {
  return useTwoFactorChange(confirmTwoFactor)
}

export function useRenewRecoveryCodes() {
  return useTwoFactorChange(renewRecoveryCodes)
}

export function useDisableTwoFactor() {
  return useTwoFactorChange(disableTwoFactor)
}
