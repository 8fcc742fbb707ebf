import { useMutation } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '@/lib/api'
import type { components } from '@/lib/api-types'
import type { MutationConfig } from '@/lib/query-client'

const doneSchema = z.object({ success: z.boolean() }) satisfies z.ZodType<components['schemas']['Done']>

export const REPORT_FAILED_FALLBACK = "We couldn't report this card just now. Please try again."

/** POST /api/c/{token}/report: the card is disabled for every recipient, at once. */
export async function reportCard(token: string): Promise<z.infer<typeof doneSchema>> {
  return doneSchema.parse(await api.POST('/api/c/{token}/report', { params: { path: { token } } }))
}

export function useReportCard({ mutationConfig }: { mutationConfig?: MutationConfig<typeof reportCard> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: reportCard })
}
