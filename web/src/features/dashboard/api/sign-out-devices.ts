import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '@/lib/api'
import type { components } from '@/lib/api-types'
import type { MutationConfig } from '@/lib/query-client'
import { devicesQueryOptions } from './get-devices'

const signedOutSchema = z.object({ ended: z.number() }) satisfies z.ZodType<components['schemas']['SignedOut']>

export async function signOutDevice(id: string): Promise<unknown> {
  return api.DELETE('/api/account/devices/{id}', { params: { path: { id } } })
}

export async function signOutOtherDevices(): Promise<z.infer<typeof signedOutSchema>> {
  return signedOutSchema.parse(await api.DELETE('/api/account/devices'))
}

/** Signs out one session (it stops working at once), then reads the list again, whether it
 * worked or found the session gone already. */
export function useSignOutDevice({ mutationConfig }: { mutationConfig?: MutationConfig<typeof signOutDevice> } = {}) {
  const queryClient = useQueryClient()
  const { onSettled, ...config } = mutationConfig ?? {}
  return useMutation({
    ...config,
    mutationFn: signOutDevice,
    onSettled: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: devicesQueryOptions.queryKey })
      return onSettled?.(...args)
    },
  })
}

/** Signs out every session but this one, then reads the list again. */
export function useSignOutOtherDevices({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof signOutOtherDevices> } = {}) {
  const queryClient = useQueryClient()
  const { onSettled, ...config } = mutationConfig ?? {}
  return useMutation({
    ...config,
    mutationFn: signOutOtherDevices,
    onSettled: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: devicesQueryOptions.queryKey })
      return onSettled?.(...args)
    },
  })
}
