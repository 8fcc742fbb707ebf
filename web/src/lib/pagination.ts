import { z } from 'zod'
import type { components } from './api-types'

/** Where a page sits in a list the server pages (the gallery, the transaction history). */
export const paginationSchema = z.object({
  total: z.number(),
  page: z.number(),
  limit: z.number(),
  pages: z.number(),
}) satisfies z.ZodType<components['schemas']['Pagination']>
