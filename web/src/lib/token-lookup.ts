import type { z } from 'zod'
import { ApiError } from './api-client'

/**
 * What a secret link's page (a card's, a signing page) finds: its data, nothing (404: a link cut
 * short, replaced or closed) or something taken back (410). Pages expect the last two, so they
 * are answers rather than errors.
 */
export type TokenLookup<T> = { status: 'found'; card: T } | { status: 'not-found' } | { status: 'gone' }

/** Reads a link's answer (fetched with `throwOnError: false`); any other failure is thrown to retry. */
export async function readTokenLookup<T>(response: Response, schema: z.ZodType<T>): Promise<TokenLookup<T>> {
  if (response.status === 404 || response.status === 410) {
    // Read to the end, so the request is finished rather than left open.
    await response.text()
    return { status: response.status === 404 ? 'not-found' : 'gone' }
  }
  if (!response.ok) throw new ApiError(response.status, response.statusText, await response.text())
  return { status: 'found', card: schema.parse(await response.json()) }
}
