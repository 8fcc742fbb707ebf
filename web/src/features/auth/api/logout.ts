import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api'
import { endSession } from '@/lib/auth'
import type { MutationConfig } from '@/lib/query-client'

export const LOGOUT_FAILED_FALLBACK = 'Could not log out. Please try again.'

export async function logout(): Promise<unknown> {
  return api.POST('/api/auth/logout')
}

/**
 * Ends the session. The caller's `onSuccess` runs (and is awaited) before the session's data
 * is forgotten: that is where it leaves the page, so a signed-in-only page never sees a
 * visitor and sends them to log in instead (spec: logout goes to /).
 */
export function useLogout({ mutationConfig }: { mutationConfig?: MutationConfig<typeof logout> } = {}) {
  const queryClient = useQueryClient()
  const { onSuccess, ...config } = mutationConfig ?? {}
  return useMutation({
    ...config,
    mutationFn: logout,
    onSuccess: (...args) => endSession(queryClient, () => onSuccess?.(...args)),
  })
}
