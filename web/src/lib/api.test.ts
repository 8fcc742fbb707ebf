import { beforeEach, describe, expect, it, vi } from 'vitest'
import { json, stubFetch } from '@/testing/fetch-stub'
import { api, apiUrl } from './api'
import { ApiError, clearCsrfToken } from './api-client'

function tokenIssuer() {
  let issued = 0
  return () => json({ csrfToken: `token-${++issued}` })
}

describe('api', () => {
  beforeEach(() => {
    clearCsrfToken()
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })

  it('puts the path parameters in, each one URI-encoded', async () => {
    const server = stubFetch({
      'GET /api/images/a%2Fb%20c': json({ id: 'a/b c' }),
      'POST /api/sends/s%3F1/recipients/r%231/resend': json({}),
      'GET /api/csrf-token': tokenIssuer(),
    })

    await expect(api.GET('/api/images/{id}', { params: { path: { id: 'a/b c' } } })).resolves.toEqual({ id: 'a/b c' })
    await api.POST('/api/sends/{id}/recipients/{recipient_id}/resend', {
      params: { path: { id: 's?1', recipient_id: 'r#1' } },
    })

    expect(server.callsTo('GET', '/api/images/a%2Fb%20c')).toHaveLength(1)
    expect(server.callsTo('POST', '/api/sends/s%3F1/recipients/r%231/resend')).toHaveLength(1)
  })

  it('appends the query as a form would, leaving out what is not given', async () => {
    const server = stubFetch({ 'GET /api/images': json({}) })

    await api.GET('/api/images', { params: { query: { filter: 'all', search: undefined, page: 2, limit: 20 } } })
    await api.GET('/api/images', { params: { query: { search: 'love & hugs?' } } })
    await api.GET('/api/images')

    expect(server.callsTo('GET', '/api/images').map((call) => call.url)).toEqual([
      '/api/images?filter=all&page=2&limit=20',
      '/api/images?search=love+%26+hugs%3F',
      '/api/images',
    ])
  })

  it('sends the body as JSON with the session cookie and the CSRF token', async () => {
    const server = stubFetch({ 'GET /api/csrf-token': tokenIssuer(), 'POST /api/auth/login': json({ id: 'u1' }) })

    await api.POST('/api/auth/login', { body: { email: 'sam@example.com', password: 'secret' } })

    const [request] = server.callsTo('POST', '/api/auth/login')
    expect(request.body).toBe('{"email":"sam@example.com","password":"secret"}')
    expect(request.headers.get('Content-Type')).toBe('application/json')
    expect(request.headers.get('CSRF-Token')).toBe('token-1')
    expect(request.credentials).toBe('include')
  })

  it('retries a CSRF rejection once with a fresh token, keeping the caller\'s headers', async () => {
    let attempts = 0
    const server = stubFetch({
      'GET /api/csrf-token': tokenIssuer(),
      'POST /api/images/generate': () =>
        ++attempts === 1 ? json({ message: 'Invalid or missing CSRF token' }, { status: 403 }) : json({ saved: true }),
    })

    const answer = await api.POST('/api/images/generate', {
      body: { prompt: 'a fox', quality: 'low', size: '1024x1024' },
      headers: { 'Idempotency-Key': 'key-1' },
    })

    expect(answer).toEqual({ saved: true })
    const calls = server.callsTo('POST', '/api/images/generate')
    expect(calls.map((call) => call.headers.get('CSRF-Token'))).toEqual(['token-1', 'token-2'])
    expect(calls.map((call) => call.headers.get('Idempotency-Key'))).toEqual(['key-1', 'key-1'])
  })

  it('throws an ApiError for a non-ok answer, or hands the response over when told not to', async () => {
    stubFetch({ 'GET /api/s/gone': json({ message: 'Not found' }, { status: 404, statusText: 'Not Found' }) })

    await expect(api.GET('/api/s/{token}', { params: { path: { token: 'gone' } } })).rejects.toBeInstanceOf(ApiError)
    const response = await api.response('GET', '/api/s/{token}', {
      params: { path: { token: 'gone' } },
      throwOnError: false,
    })
    expect(response.status).toBe(404)
  })

  it('builds link addresses the same way', () => {
    expect(apiUrl('/api/c/{token}/card.pdf', { path: { token: 'a/b' }, query: { paper: 'a4' } })).toBe(
      '/api/c/a%2Fb/card.pdf?paper=a4',
    )
  })
})

/** Never run: `tsc` checks that the client refuses what the OpenAPI document does not allow. */
export async function refusedAtCompileTime() {
  // @ts-expect-error a path the server does not have
  await api.GET('/api/sitez')
  // @ts-expect-error a method the path does not answer
  await api.POST('/api/site')
  // @ts-expect-error a path parameter left out
  await api.DELETE('/api/sends/{id}')
  // @ts-expect-error a body of the wrong shape
  await api.POST('/api/auth/login', { body: { email: 1 } })
  // @ts-expect-error a body for an endpoint that takes none
  await api.POST('/api/auth/logout', { body: {} })
  // @ts-expect-error a query parameter the endpoint does not take
  await api.GET('/api/sends', { params: { query: { pages: 1 } } })
  // @ts-expect-error a link to an address that is not a GET endpoint
  apiUrl('/api/auth/logout')
}
