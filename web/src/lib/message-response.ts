import { z } from 'zod'
import type { components } from './api-types'

/** `{ message }`: what the account calls (reset, change password) answer with. */
export const messageResponseSchema = z.object({
  message: z.string(),
}) satisfies z.ZodType<components['schemas']['MessageResponse']>

/** The answer's message, or `fallback` when the answer has none. */
export function messageOf(answer: unknown, fallback: string): { message: string } {
  const parsed = messageResponseSchema.safeParse(answer)
  return { message: parsed.success ? parsed.data.message : fallback }
}
