import { useInfiniteQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { api, apiUrl } from '@/lib/api'
import type { components } from '@/lib/api-types'
import { queryKeys } from '@/lib/query-keys'
import { auditEntrySchema } from './account-schemas'

/** Every action the log records: the console's own and the server command line's. */
export const AUDIT_ACTIONS = [
  'grant_credits',
  'deduct_credits',
  'resend_verification',
  'send_password_reset',
  'sign_out_devices',
  'revoke_api_keys',
  'suspend',
  'lift_suspension',
  'refund_payment',
  'restore_moderation_item',
  'remove_moderation_item',
  'delete_account',
  'grant_staff_role',
  'revoke_staff_role',
] as const

/** Which entries to show; a filter left out matches everything. */
export interface AuditFilters {
  /** The account an entry names. */
  account?: string
  /** The staff member's account that acted. */
  actor?: string
  action?: string
}

const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  total: z.number(),
  /** `before` for the next page; null on the last. */
  nextBefore: z.number().nullish(),
}) satisfies z.ZodType<components['schemas']['AuditPage']>

export type AuditPage = z.infer<typeof auditPageSchema>

export async function getAuditPage(filters: AuditFilters, before?: number, signal?: AbortSignal): Promise<AuditPage> {
  const answer = await api.GET('/api/admin/audit', { params: { query: { ...filters, before } }, signal })
  return auditPageSchema.parse(answer)
}

/** The newest 50 entries that match, then 50 more at a time. */
export function useAuditLog(filters: AuditFilters) {
  return useInfiniteQuery({
    queryKey: queryKeys.admin.audit.list(filters),
    queryFn: ({ pageParam, signal }) => getAuditPage(filters, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
    // Staff act all the time: the log is read afresh whenever it is opened.
    refetchOnMount: 'always',
  })
}

/** The matching entries as a CSV file (the newest 10,000), for the browser to download. */
export function auditCsvUrl(filters: AuditFilters): string {
  return apiUrl('/api/admin/audit.csv', { query: filters })
}
