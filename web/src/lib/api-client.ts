/**
 * The transport under every call the SPA makes to the server. Feature code calls it through the
 * typed client in `api.ts`; the untyped `apiJson`/`apiRequest` serve only where no OpenAPI path
 * can be named (eslint enforces it).
 *
 * - Every call sends the session cookie (`credentials: 'include'`).
 * - State-changing calls carry a `CSRF-Token` header. The token comes from
 *   GET /api/csrf-token and is kept in memory for 30 minutes.
 * - A 403 that blames the token (it expired, or the session changed under it) is retried
 *   once with a fresh token.
 * - A non-ok response becomes an {@link ApiError} whose message is `STATUS: body`.
 */

const CSRF_TOKEN_URL = '/api/csrf-token'
const CSRF_TOKEN_TTL_MS = 30 * 60 * 1000
const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
const CSRF_REJECTION_PATTERN = /csrf|token validation|security validation/i

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export interface RequestOptions {
  /** Send the CSRF header on a state-changing call. Defaults to true. */
  csrf?: boolean
  /** Throw an ApiError on a non-ok response. Defaults to true. */
  throwOnError?: boolean
  /** Extra request headers, such as `Idempotency-Key`. */
  headers?: Record<string, string>
  signal?: AbortSignal
}

/** A non-ok HTTP answer. `message` is `${status}: ${body}` (status text when the body is empty). */
export class ApiError extends Error {
  readonly status: number
  readonly body: string

  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`)
    this.name = 'ApiError'
    this.status = status
    this.body = body
  }
}

let cachedToken: { value: string; fetchedAt: number } | null = null
let pendingToken: Promise<string> | null = null

/** Returns the CSRF token, from memory while it is younger than 30 minutes. */
export async function getCsrfToken(forceRefresh = false): Promise<string> {
  if (forceRefresh) clearCsrfToken()
  if (cachedToken && Date.now() - cachedToken.fetchedAt < CSRF_TOKEN_TTL_MS) {
    return cachedToken.value
  }
  // Parallel calls share one token request instead of racing each other.
  pendingToken ??= fetchCsrfToken().finally(() => {
    pendingToken = null
  })
  return pendingToken
}

async function fetchCsrfToken(): Promise<string> {
  const response = await fetch(CSRF_TOKEN_URL, { credentials: 'include', cache: 'no-store' })
  if (!response.ok) {
    throw new Error(`Could not fetch CSRF token: ${response.status} ${response.statusText}`)
  }
  const data: unknown = await response.json()
  const token = (data as { csrfToken?: unknown } | null)?.csrfToken
  if (typeof token !== 'string' || token === '') {
    throw new Error('CSRF token missing from response')
  }
  cachedToken = { value: token, fetchedAt: Date.now() }
  return token
}

/** Forgets the cached token. The server binds tokens to the session, so call this whenever
 * the session changes (login, signup, logout). */
export function clearCsrfToken(): void {
  cachedToken = null
}

async function tokenOrNull(forceRefresh: boolean): Promise<string | null> {
  try {
    return await getCsrfToken(forceRefresh)
  } catch (error) {
    // The server decides whether the call needs a token; let it answer.
    console.warn('CSRF token unavailable; sending the request without it.', error)
    return null
  }
}

function send(method: HttpMethod, url: string, body: unknown, token: string | null, options: RequestOptions) {
  const headers: Record<string, string> = { ...options.headers }
  if (body !== undefined) headers['Content-Type'] = 'application/json'
  if (token) headers['CSRF-Token'] = token
  return fetch(url, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'include',
    signal: options.signal,
  })
}

/** Sends a request and returns the raw Response (throws ApiError on non-ok unless told not to). */
export async function apiRequest(
  method: HttpMethod,
  url: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<Response> {
  try {
    return await requestWithCsrfRetry(method, url, body, options)
  } catch (error) {
    console.warn(`${method} ${url} failed:`, error instanceof Error ? error.message : error)
    throw error
  }
}

async function requestWithCsrfRetry(
  method: HttpMethod,
  url: string,
  body: unknown,
  options: RequestOptions,
): Promise<Response> {
  const { csrf = true, throwOnError = true } = options
  const wantsToken = csrf && STATE_CHANGING_METHODS.has(method)
  const token = wantsToken ? await tokenOrNull(false) : null

  let response = await send(method, url, body, token, options)
  if (token && response.status === 403) {
    const text = await response.clone().text()
    if (CSRF_REJECTION_PATTERN.test(text)) {
      const freshToken = await tokenOrNull(true)
      if (freshToken) response = await send(method, url, body, freshToken, options)
    }
  }

  if (throwOnError && !response.ok) {
    throw new ApiError(response.status, response.statusText, await response.text())
  }
  return response
}

/** Sends a request and parses the JSON answer (an empty body reads as null). */
export async function apiJson<T>(method: HttpMethod, url: string, body?: unknown, options?: RequestOptions): Promise<T> {
  const response = await apiRequest(method, url, body, options)
  const text = await response.text()
  return (text ? JSON.parse(text) : null) as T
}

/** Parses the server's JSON error body (`{"message": …}`) out of an ApiError. */
export function getErrorBody(error: unknown): Record<string, unknown> | null {
  if (!(error instanceof ApiError) || !error.body) return null
  try {
    const parsed: unknown = JSON.parse(error.body)
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null
  } catch {
    return null
  }
}

/** The message the server gave for a failed call, or `fallback` when it gave none. */
export function getErrorMessage(error: unknown, fallback: string): string {
  const message = getErrorBody(error)?.message
  return typeof message === 'string' && message.trim() !== '' ? message : fallback
}

/** Field errors of a 400 or a 409: `errors: {field: message}`. */
export function getFieldErrors(error: unknown): Record<string, string> {
  const body = getErrorBody(error)
  if (!body) return {}
  const fields: Record<string, string> = {}
  if (body.errors && typeof body.errors === 'object') {
    for (const [field, message] of Object.entries(body.errors as Record<string, unknown>)) {
      if (typeof message === 'string') fields[field] = message
    }
  }
  return fields
}
