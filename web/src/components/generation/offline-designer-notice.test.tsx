import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { queryKeys } from '@/lib/query-keys'
import { deferred, json, stubFetch } from '@/testing/fetch-stub'
import { renderRoute } from '@/testing/render'
import { SITE_INFO, SITE_INFO_WITH_IMAGE_MODEL } from '@/testing/site-info'
import { OfflineDesignerNotice } from './offline-designer-notice'

function renderNotice() {
  return renderRoute({ path: '/', element: <OfflineDesignerNotice />, url: '/' })
}

const notice = () => screen.queryByRole('note', { name: 'Offline designer.' })

describe('OfflineDesignerNotice', () => {
  it('says what the built-in designer makes and what it does not draw', async () => {
    stubFetch({ 'GET /api/site': json(SITE_INFO) })
    renderNotice()

    expect(await screen.findByRole('note', { name: 'Offline designer.' })).toHaveTextContent(
      "Offline designer. This site's built-in designer makes a designed card from your occasion, style and words. " +
        "It draws everyday things you name, like a fox, a lake or sunflowers, as simple motifs: art drawn to your description takes an image model.",
    )
    expect(notice()).toHaveTextContent('Running this site? docs/providers.md shows how to connect one.')
  })

  it('shows nothing while the site info loads, then appears', async () => {
    const answer = deferred<Response>()
    const api = stubFetch({ 'GET /api/site': () => answer.promise })
    renderNotice()

    await waitFor(() => expect(api.callsTo('GET', '/api/site')).toHaveLength(1))
    expect(notice()).not.toBeInTheDocument()

    answer.resolve(json(SITE_INFO))
    expect(await screen.findByRole('note', { name: 'Offline designer.' })).toBeInTheDocument()
  })

  it('shows nothing when a real image model makes the images', async () => {
    stubFetch({ 'GET /api/site': json(SITE_INFO_WITH_IMAGE_MODEL) })
    const { queryClient } = renderNotice()

    await waitFor(() => expect(queryClient.getQueryState(queryKeys.site)?.status).toBe('success'))
    expect(notice()).not.toBeInTheDocument()
  })

  it('shows nothing when the site info cannot be loaded', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    stubFetch({ 'GET /api/site': json({ message: 'Unavailable' }, { status: 503 }) })
    const { queryClient } = renderNotice()

    await waitFor(() => expect(queryClient.getQueryState(queryKeys.site)?.status).toBe('error'))
    expect(notice()).not.toBeInTheDocument()
  })
})
