import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '@/lib/api'
import type { components } from '@/lib/api-types'
import { queryKeys } from '@/lib/query-keys'

export const deviceSchema = z.object({
  id: z.string(),
  /** Chrome, Firefox, Safari…, or "Unknown browser". */
  browser: z.string(),
  /** Windows, macOS, iOS…, or "unknown system". */
  system: z.string(),
  signedInAt: z.string(),
  lastSeenAt: z.string(),
  /** The session this page is using. */
  current: z.boolean(),
}) satisfies z.ZodType<components['schemas']['DeviceView']>

export type Device = z.infer<typeof deviceSchema>

export async function getDevices(signal?: AbortSignal): Promise<Device[]> {
  return z.array(deviceSchema).parse(await api.GET('/api/account/devices', { signal }))
}

export const devicesQueryOptions = queryOptions({
  queryKey: queryKeys.devices,
  queryFn: ({ signal }) => getDevices(signal),
})

/** The account's live sessions, most recently used first. */
export function useDevices() {
  return useQuery(devicesQueryOptions)
}
