import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '@/lib/api'
import type { components } from '@/lib/api-types'
import type { MutationConfig } from '@/lib/query-client'
import { queryKeys } from '@/lib/query-keys'

/** GET and POST /api/account/export: the archive of the account's data (Account settings → Your data). */

export const dataExportSchema = z.object({
  id: z.string(),
  status: z.enum(['building', 'ready', 'failed']),
  requestedAt: z.string(),
  readyAt: z.string().nullable(),
  /** A ready archive is deleted then (7 days after it was made). */
  expiresAt: z.string().nullable(),
  sizeBytes: z.number().nullable(),
  /** Set only while the archive is ready; only the owner's session can fetch it. */
  downloadUrl: z.string().nullable(),
}) satisfies z.ZodType<components['schemas']['DataExportView']>

export type DataExport = z.infer<typeof dataExportSchema>

const dataExportStatusSchema = z.object({
  export: dataExportSchema.nullable(),
}) satisfies z.ZodType<components['schemas']['DataExportStatus']>

/** While an archive is being made, the section looks again this often, so it turns ready on its own. */
export const BUILDING_REFRESH_MS = 2000

/** The account's latest archive; null when there is none, or the last one expired. */
export async function getDataExport(signal?: AbortSignal): Promise<DataExport | null> {
  return dataExportStatusSchema.parse(await api.GET('/api/account/export', { signal })).export
}

/** Starts a new archive, or answers the one already being made (one at a time per account). */
export async function requestDataExport(): Promise<DataExport> {
  return dataExportSchema.parse(await api.POST('/api/account/export'))
}

export const dataExportQueryOptions = queryOptions({
  queryKey: queryKeys.dataExport,
  queryFn: ({ signal }) => getDataExport(signal),
  // The archive is made, and expires, in the background: read again on every visit.
  refetchOnMount: 'always',
  refetchInterval: (query) => (query.state.data?.status === 'building' ? BUILDING_REFRESH_MS : false),
})

/** The account's latest archive, looked at again every 2 s while it is being made. */
export function useDataExport() {
  return useQuery(dataExportQueryOptions)
}

/** Asks for an archive; its answer is the section's new state (and starts the polling). */
export function useRequestDataExport({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof requestDataExport> } = {}) {
  const queryClient = useQueryClient()
  const { onSuccess, ...config } = mutationConfig ?? {}
  return useMutation({
    ...config,
    mutationFn: requestDataExport,
    onSuccess: async (...args) => {
      const [archive] = args
      // A read still in flight may carry the older state: drop it before setting the answer.
      await queryClient.cancelQueries({ queryKey: dataExportQueryOptions.queryKey })
      queryClient.setQueryData(dataExportQueryOptions.queryKey, archive)
      return onSuccess?.(...args)
    },
  })
}
