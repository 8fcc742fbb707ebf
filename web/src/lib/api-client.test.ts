import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { json, stubFetch } from '@/testing/fetch-stub'
import {
  ApiError,
  apiJson,
  apiRequest,
  clearCsrfToken,
  getCsrfToken,
  getErrorMessage,
  getFieldErrors,
} from './api-client'

const CSRF_REJECTED = json({ message: 'Invalid or missing CSRF token' }, { status: 403, statusText: 'Forbidden' })

/** Hands out token-1, token-2, ... so tests can tell fresh tokens from cached ones. */
function tokenIssuer() {
  let issued = 0
  return () => json({ csrfToken: `token-${++issued}` })
}

describe('apiRequest', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('sends GET with credentials and without a CSRF token or content type', async () => {
    const api = stubFetch({ 'GET /api/csrf-token': tokenIssuer(), 'GET /api/site': json({ ok: true }) })

    await apiRequest('GET', '/api/site')

    expect(api.callsTo('GET', '/api/csrf-token')).toHaveLength(0)
    const [request] = api.callsTo('GET', '/api/site')
    expect(request.credentials).toBe('include')
    expect(request.headers.has('CSRF-Token')).toBe(false)
    expect(request.headers.has('Content-Type')).toBe(false)
  })

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)('adds the CSRF-Token header to %s', async (method) => {
    const api = stubFetch({ 'GET /api/csrf-token': tokenIssuer(), [`${method} /api/things`]: json({}) })

    await apiRequest(method, '/api/things')

    const [request] = api.callsTo(method, '/api/things')
    expect(request.headers.get('CSRF-Token')).toBe('token-1')
    expect(request.credentials).toBe('include')
  })

  it('sets a JSON content type only when there is a body', async () => {
    const api = stubFetch({ 'GET /api/csrf-token': tokenIssuer(), 'POST /api/things': json({}) })

    await apiRequest('POST', '/api/things', { name: 'card' })
    await apiRequest('POST', '/api/things')

    const [withBody, withoutBody] = api.callsTo('POST', '/api/things')
    expect(withBody.headers.get('Content-Type')).toBe('application/json')
    expect(withBody.body).toBe('{"name":"card"}')
    expect(withoutBody.headers.has('Content-Type')).toBe(false)
    expect(withoutBody.body).toBeNull()
  })

  it('adds the caller\'s headers, on the retry with a fresh token too', async () => {
    const answers = [CSRF_REJECTED, json({})]
    const api = stubFetch({ 'GET /api/csrf-token': tokenIssuer(), 'POST /api/things': () => answers.shift()!.clone() })

    await apiRequest('POST', '/api/things', { name: 'card' }, { headers: { 'Idempotency-Key': 'key-1' } })

    const calls = api.callsTo('POST', '/api/things')
    expect(calls.map((call) => call.headers.get('Idempotency-Key'))).toEqual(['key-1', 'key-1'])
    expect(calls.map((call) => call.headers.get('CSRF-Token'))).toEqual(['token-1', 'token-2'])
    expect(calls[1].headers.get('Content-Type')).toBe('application/json')
  })

  it('leaves the token out when the caller switches it off', async () => {
    const api = stubFetch({ 'GET /api/csrf-token': tokenIssuer(), 'POST /api/things': json({}) })

    await apiRequest('POST', '/api/things', {}, { csrf: false })

    expect(api.callsTo('GET', '/api/csrf-token')).toHaveLength(0)
    expect(api.callsTo('POST', '/api/things')[0].headers.has('CSRF-Token')).toBe(false)
  })

  it('reuses the token for 30 minutes, then fetches a new one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'))
    const api = stubFetch({ 'GET /api/csrf-token': tokenIssuer(), 'POST /api/things': json({}) })

    await apiRequest('POST', '/api/things')
    vi.setSystemTime(new Date('2026-11-22T10:29:59Z'))
    await apiRequest('POST', '/api/things')
    vi.setSystemTime(new Date('2026-11-22T10:30:01Z'))
    await apiRequest('POST', '/api/things')

    expect(api.callsTo('GET', '/api/csrf-token')).toHaveLength(2)
    expect(api.callsTo('POST', '/api/things').map((r) => r.headers.get('CSRF-Token'))).toEqual([
      'token-1',
      'token-1',
      'token-2',
    ])
  })

  it('shares one token request between parallel calls', async () => {
    const api = stubFetch({ 'GET /api/csrf-token': tokenIssuer(), 'POST /api/things': json({}) })

    await Promise.all([apiRequest('POST', '/api/things'), apiRequest('POST', '/api/things')])

    expect(api.callsTo('GET', '/api/csrf-token')).toHaveLength(1)
  })

  it('forced refresh and clearCsrfToken discard the cached token', async () => {
    const api = stubFetch({ 'GET /api/csrf-token': tokenIssuer() })

    expect(await getCsrfToken()).toBe('token-1')
    expect(await getCsrfToken()).toBe('token-1')
    expect(await getCsrfToken(true)).toBe('token-2')
    clearCsrfToken()
    expect(await getCsrfToken()).toBe('token-3')
    expect(api.callsTo('GET', '/api/csrf-token')).toHaveLength(3)
  })

  it('treats a token answer without csrfToken, or a non-ok one, as an error', async () => {
    stubFetch({ 'GET /api/csrf-token': json({ token: 'wrong-field' }) })
    await expect(getCsrfToken()).rejects.toThrow(/missing/)

    stubFetch({ 'GET /api/csrf-token': new Response('', { status: 500, statusText: 'Internal Server Error' }) })
    await expect(getCsrfToken()).rejects.toThrow(/500/)
  })

  it('still sends the request, without the header, when the token cannot be fetched', async () => {
    const api = stubFetch({
      'GET /api/csrf-token': new Response('', { status: 503, statusText: 'Service Unavailable' }),
      'POST /api/things': json({ saved: true }),
    })

    const result = await apiJson('POST', '/api/things', { a: 1 })

    expect(result).toEqual({ saved: true })
    expect(api.callsTo('POST', '/api/things')[0].headers.has('CSRF-Token')).toBe(false)
    expect(console.warn).toHaveBeenCalled()
  })

  it('retries once with a fresh token when the server rejects the token', async () => {
    let attempts = 0
    const api = stubFetch({
      'GET /api/csrf-token': tokenIssuer(),
      'POST /api/things': () => (++attempts === 1 ? CSRF_REJECTED.clone() : json({ saved: true })),
    })

    await expect(apiJson('POST', '/api/things', {})).resolves.toEqual({ saved: true })

    expect(api.callsTo('POST', '/api/things').map((r) => r.headers.get('CSRF-Token'))).toEqual(['token-1', 'token-2'])
  })

  it.each(['Token validation failed', 'Security validation failed'])('also retries on "%s"', async (message) => {
    let attempts = 0
    const api = stubFetch({
      'GET /api/csrf-token': tokenIssuer(),
      'POST /api/things': () => (++attempts === 1 ? json({ message }, { status: 403 }) : json({})),
    })

    await apiRequest('POST', '/api/things')

    expect(api.callsTo('POST', '/api/things')).toHaveLength(2)
  })

  it('retries only once: a second rejection is thrown', async () => {
    const api = stubFetch({ 'GET /api/csrf-token': tokenIssuer(), 'POST /api/things': () => CSRF_REJECTED.clone() })

    await expect(apiRequest('POST', '/api/things')).rejects.toThrow('403: {"message":"Invalid or missing CSRF token"}')

    expect(api.callsTo('POST', '/api/things')).toHaveLength(2)
    expect(api.callsTo('GET', '/api/csrf-token')).toHaveLength(2)
  })

  it('does not retry a 403 about something else, or one sent without a token', async () => {
    const api = stubFetch({
      'GET /api/csrf-token': tokenIssuer(),
      'DELETE /api/images/1': json({ message: 'Not your image' }, { status: 403 }),
      'POST /api/things': () => CSRF_REJECTED.clone(),
    })

    await expect(apiRequest('DELETE', '/api/images/1')).rejects.toThrow('403: {"message":"Not your image"}')
    await expect(apiRequest('POST', '/api/things', undefined, { csrf: false })).rejects.toBeInstanceOf(ApiError)

    expect(api.callsTo('DELETE', '/api/images/1')).toHaveLength(1)
    expect(api.callsTo('POST', '/api/things')).toHaveLength(1)
  })

  it('throws "STATUS: body" for a non-ok answer, or "STATUS: status text" when the body is empty', async () => {
    stubFetch({
      'POST /api/auth/login': json({ message: 'Invalid email or password' }, { status: 401, statusText: 'Unauthorized' }),
      'GET /api/empty': new Response('', { status: 502, statusText: 'Bad Gateway' }),
      'GET /api/csrf-token': tokenIssuer(),
    })

    const error = await apiRequest('POST', '/api/auth/login', {}).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).message).toBe('401: {"message":"Invalid email or password"}')
    expect((error as ApiError).status).toBe(401)
    await expect(apiRequest('GET', '/api/empty')).rejects.toThrow(/^502: Bad Gateway$/)
  })

  it('returns the response untouched when the caller skips the check', async () => {
    stubFetch({ 'GET /api/missing': new Response('gone', { status: 410 }) })

    const response = await apiRequest('GET', '/api/missing', undefined, { throwOnError: false })

    expect(response.status).toBe(410)
  })

  it('parses an empty success body as null', async () => {
    stubFetch({ 'GET /api/auth/me': new Response('', { status: 200 }) })
    await expect(apiJson('GET', '/api/auth/me')).resolves.toBeNull()
  })
})

describe('error helpers', () => {
  it('extracts the server message, falling back when there is none', () => {
    expect(getErrorMessage(new ApiError(401, 'Unauthorized', '{"message":"Invalid email or password"}'), 'x')).toBe(
      'Invalid email or password',
    )
    expect(getErrorMessage(new ApiError(500, 'Internal Server Error', ''), 'fallback')).toBe('fallback')
    expect(getErrorMessage(new ApiError(502, 'Bad Gateway', '<html>oops</html>'), 'fallback')).toBe('fallback')
    expect(getErrorMessage(new TypeError('Failed to fetch'), 'fallback')).toBe('fallback')
  })

  it('collects field errors from 400 and 409 bodies', () => {
    const invalid = new ApiError(
      400,
      'Bad Request',
      '{"message":"Username must be at least 3 characters","errors":{"username":"Username must be at least 3 characters"}}',
    )
    const conflict = new ApiError(
      409,
      'Conflict',
      '{"message":"An account with this email already exists","errors":{"email":"An account with this email already exists"}}',
    )

    expect(getFieldErrors(invalid)).toEqual({ username: 'Username must be at least 3 characters' })
    expect(getFieldErrors(conflict)).toEqual({ email: 'An account with this email already exists' })
    expect(getFieldErrors(new Error('boom'))).toEqual({})
  })
})
