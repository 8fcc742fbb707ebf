import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '@/lib/api'
import { ApiError, getErrorBody } from '@/lib/api-client'
import type { components } from '@/lib/api-types'
import type { MutationConfig } from '@/lib/query-client'
import { queryKeys } from '@/lib/query-keys'
import { staffSessionQueryOptions } from './staff-session'

/** POST /api/admin/session/verify: the second factor that opens the console for 12 hours. */

export type VerifyRequest = components['schemas']['VerifyRequest']

/** The form's own name: a field's name is its element id, and "code" says too little. */
export const verifyFormSchema = z.object({
  consoleCode: z.string().trim().min(1, 'Enter a code from your authenticator app or a recovery code'),
})

export type VerifyFormValues = z.infer<typeof verifyFormSchema>

/** Where the server's field errors go. A refused passkey (`passkey`) has no box: it shows above. */
export const VERIFY_SERVER_FIELDS = { code: 'consoleCode' } as const satisfies Record<string, keyof VerifyFormValues>

export const NOT_VERIFIED_FALLBACK = 'Could not confirm it is you. Please try again.'

/** The server's words for an account with neither an authenticator app nor a passkey. */
export const NO_SECOND_FACTOR = 'Turn on two-step sign-in or add a passkey under Account Settings first'

export async function verifySecondFactor(body: VerifyRequest): Promise<void> {
  await api.POST('/api/admin/session/verify', { body })
}

/** A console read other than the session: any of them may have been refused for want of the
 * second factor. */
function isRefusedRead(queryKey: readonly unknown[]): boolean {
  const [path] = queryKey
  return typeof path === 'string' && path.startsWith('/api/admin/') && path !== queryKeys.admin.session[0]
}

/** Proves the second factor; the session is read again, and with it the console opens. The
 * console's reads that were refused meanwhile are read again too. */
export function useVerifySecondFactor({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof verifySecondFactor> } = {}) {
  const queryClient = useQueryClient()
  const { onSuccess, ...config } = mutationConfig ?? {}
  return useMutation({
    ...config,
    mutationFn: verifySecondFactor,
    onSuccess: async (...args) => {
      void queryClient.invalidateQueries({ predicate: (query) => isRefusedRead(query.queryKey) })
      await queryClient.invalidateQueries({ queryKey: staffSessionQueryOptions.queryKey })
      return onSuccess?.(...args)
    },
  })
}

/** A console call refused because the second factor was not proved in the last 12 hours. */
export function isSecondFactorRequired(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && getErrorBody(error)?.code === 'second_factor_required'
}

/** Closes the console until the second factor is proved again (the session then says so). */
export function askForSecondFactor(queryClient: QueryClient) {
  queryClient.setQueryData(staffSessionQueryOptions.queryKey, (session) =>
    session ? { ...session, secondFactorUntil: null } : session,
  )
}
