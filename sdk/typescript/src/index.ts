/**
 * A typed client for the Cardsmith public API (/v1): openapi-fetch over the types in
 * schema.ts, which scripts/sdk.sh generates from the API's OpenAPI document. Every path,
 * parameter, body and answer is typed; a failed call's `error` is the error envelope.
 */
import createClient, { type Client, type ClientOptions } from 'openapi-fetch'
import type { components, paths } from './schema'

export type { components, paths }
/** The paths without the one answer that is not JSON: `POST /v1/images/generate` with
 * `"stream": true` answers 200 with Server-Sent Events, which this client does not read (left in,
 * its untyped body would hide the 201's type). */
type Generate = paths['/v1/images/generate']
export type JsonPaths = Omit<paths, '/v1/images/generate'> & {
  '/v1/images/generate': Omit<Generate, 'post'> & {
    post: Omit<Generate['post'], 'responses'> & { responses: Omit<Generate['post']['responses'], 200> }
  }
}

export type CardsmithClient = Client<JsonPaths>
/** What every failed call answers: `{ success: false, error: { code, message } }`. */
export type ErrorEnvelope = components['schemas']['ErrorEnvelope']

export interface CardsmithOptions extends Omit<ClientOptions, 'baseUrl' | 'headers'> {
  /** The site's address, such as https://cardsmith.example (the paths start with /v1). */
  baseUrl: string
  /** An API key, from Dashboard → Account settings → API Access. */
  apiKey: string
}

/** A client that sends `apiKey` as the bearer token of every request. */
export function createCardsmithClient({ baseUrl, apiKey, ...options }: CardsmithOptions): CardsmithClient {
  return createClient<JsonPaths>({
    ...options,
    baseUrl: baseUrl.replace(/\/+$/, ''),
    headers: { Authorization: `Bearer ${apiKey}` },
  })
}
