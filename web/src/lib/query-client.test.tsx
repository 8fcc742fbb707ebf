import { QueryClientProvider, useQuery } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { json, stubFetch } from '@/testing/fetch-stub'
import { createQueryClient } from './query-client'

function SiteName() {
  const { data, isError } = useQuery<{ imageProviderName: string }>({ queryKey: ['/api/site'] })
  if (isError) return <p>failed</p>
  return <p>{data?.imageProviderName ?? 'loading'}</p>
}

describe('query client', () => {
  it('GETs the first key element with credentials', async () => {
    const api = stubFetch({ 'GET /api/site': json({ imageProviderName: 'the built-in renderer', offlineDesigner: true }) })
    render(
      <QueryClientProvider client={createQueryClient()}>
        <SiteName />
      </QueryClientProvider>,
    )

    expect(await screen.findByText('the built-in renderer')).toBeInTheDocument()
    expect(api.callsTo('GET', '/api/site')[0].credentials).toBe('include')
  })

  it('never retries, never refetches on focus and never goes stale', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const api = stubFetch({ 'GET /api/site': new Response('', { status: 500, statusText: 'Internal Server Error' }) })
    const client = createQueryClient()
    render(
      <QueryClientProvider client={client}>
        <SiteName />
      </QueryClientProvider>,
    )

    expect(await screen.findByText('failed')).toBeInTheDocument()
    expect(api.callsTo('GET', '/api/site')).toHaveLength(1)
    const defaults = client.getDefaultOptions().queries
    expect(defaults).toMatchObject({ retry: false, refetchOnWindowFocus: false, refetchInterval: false, staleTime: Infinity })
  })
})
