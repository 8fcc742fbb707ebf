import { vi } from 'vitest'

/** One recorded call to the stubbed fetch. */
export interface RecordedRequest {
  method: string
  url: string
  headers: Headers
  body: string | null
  credentials: RequestCredentials | undefined
}

type Handler = (request: RecordedRequest) => Response | Promise<Response>

/** JSON response helper. */
export function json(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    ...init,
    headers: { 'Content-Type': 'application/json', ...(init.headers ?? {}) },
  })
}

/**
 * Replaces global fetch with a router keyed by "METHOD /path". Unknown routes answer 404
 * so a test notices calls it did not plan for. Every call is recorded in `requests`.
 */
export function stubFetch(routes: Record<string, Handler | Response>) {
  const requests: RecordedRequest[] = []
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost')
    const request: RecordedRequest = {
      method: (init.method ?? 'GET').toUpperCase(),
      url: url.pathname + url.search,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? init.body : null,
      credentials: init.credentials,
    }
    requests.push(request)
    const route = routes[`${request.method} ${url.pathname}`]
    if (!route) return new Response(JSON.stringify({ message: 'Not found' }), { status: 404, statusText: 'Not Found' })
    return route instanceof Response ? route.clone() : route(request)
  })
  vi.stubGlobal('fetch', fetchMock)
  return {
    requests,
    fetchMock,
    /** Calls made to one path, e.g. `callsTo('POST', '/api/auth/login')`. */
    callsTo: (method: string, path: string) => requests.filter((r) => r.method === method && r.url.split('?')[0] === path),
  }
}

/** A promise the test resolves when it chooses: for observing "pending" states. */
export function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((res) => {
    resolve = res
  })
  return { promise, resolve }
}
