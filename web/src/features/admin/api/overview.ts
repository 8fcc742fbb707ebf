import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '@/lib/api'
import type { components } from '@/lib/api-types'
import { queryKeys } from '@/lib/query-keys'

/** One figure: today, the last 7 and 30 days (today included), and each of the 30 days. */
const figureSchema = z.object({
  today: z.number(),
  last7Days: z.number(),
  last30Days: z.number(),
  daily: z.array(z.number()),
}) satisfies z.ZodType<components['schemas']['OverviewFigure']>

export type OverviewFigure = z.infer<typeof figureSchema>

const revenueSchema = z.object({
  currency: z.string(),
  paid: figureSchema,
  refunded: figureSchema,
  net: figureSchema,
}) satisfies z.ZodType<components['schemas']['OverviewRevenue']>

export type OverviewRevenue = z.infer<typeof revenueSchema>

export const MODEL_STATES = ['built_in', 'unknown', 'unreachable', 'active', 'retiring', 'shut_down', 'missing', 'unlisted'] as const

const modelSchema = z.object({
  role: z.enum(['image', 'text']),
  model: z.string().nullish(),
  state: z.enum(MODEL_STATES),
  shutdown: z.string().nullish(),
  replacement: z.string().nullish(),
  summary: z.string(),
}) satisfies z.ZodType<components['schemas']['OverviewModel']>

export type OverviewModel = z.infer<typeof modelSchema>

const overviewSchema = z.object({
  at: z.string(),
  days: z.array(z.string()),
  signUps: figureSchema,
  generationsMade: figureSchema,
  generationsFailed: figureSchema,
  generationsRefundedTenths: figureSchema,
  providerErrors: figureSchema,
  revenue: z.array(revenueSchema),
  creditsOutstanding: z.object({ nowTenths: z.number(), dayEndTenths: z.array(z.number()) }),
  emailsSent: figureSchema,
  emailsFailed: figureSchema,
  models: z.array(modelSchema),
}) satisfies z.ZodType<components['schemas']['OverviewView']>

export type Overview = z.infer<typeof overviewSchema>

export async function getOverview(signal?: AbortSignal): Promise<Overview> {
  return overviewSchema.parse(await api.GET('/api/admin/overview', { signal }))
}

export const overviewQueryOptions = queryOptions({
  queryKey: queryKeys.admin.overview,
  queryFn: ({ signal }) => getOverview(signal),
  // Read afresh whenever the page is opened, and every minute while it is.
  refetchOnMount: 'always',
  refetchInterval: 60_000,
})

export function useOverview() {
  return useQuery(overviewQueryOptions)
}
