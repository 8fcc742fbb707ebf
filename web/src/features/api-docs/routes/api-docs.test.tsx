import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { json, stubFetch } from '@/testing/fetch-stub'
import { PRICING } from '@/testing/pricing'
import { renderRoute } from '@/testing/render'
import { ApiDocsRoute } from './api-docs'

/** Stands in for the static pages' frame, which the app hands in. */
function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main>
      <h1>{title}</h1>
      {children}
    </main>
  )
}

const ORIGIN = window.location.origin

function renderDocs() {
  const api = stubFetch({ 'GET /api/pricing': json(PRICING) })
  renderRoute({ path: '/api-docs', element: <ApiDocsRoute Frame={Frame} />, url: '/api-docs', user: null })
  return api
}

/** The open tab's panel (the language tabs inside it have panels of their own). */
const activePanel = () => screen.getAllByRole('tabpanel')[0]

describe('API documentation', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })

  it("has the spec's four tabs and one for AI assistants, starting with Getting Started", () => {
    renderDocs()

    const tabs = within(screen.getAllByRole('tablist')[0]).getAllByRole('tab')
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Getting Started',
      'Authentication',
      'Endpoints',
      'Examples',
      'AI assistants',
    ])
    expect(screen.getByRole('heading', { level: 1, name: 'API Documentation' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Quick start' })).toBeInTheDocument()
  })

  it('gives the base URL of this site and links to the server-made reference pages', () => {
    renderDocs()

    expect(screen.getByRole('group', { name: 'Base URL code' })).toHaveTextContent(`${ORIGIN}/v1`)
    expect(screen.getByRole('link', { name: /Swagger UI/ })).toHaveAttribute('href', '/v1/docs')
    expect(screen.getByRole('link', { name: /OpenAPI document/ })).toHaveAttribute('href', '/v1/openapi.json')
  })

  it("shows each SDK's install and first call against this site", async () => {
    renderDocs()
    const sdks = screen.getByRole('region', { name: 'SDKs' })

    expect(within(sdks).getByRole('group', { name: 'Python SDK: install code' })).toHaveTextContent(
      `openapi-python-client generate --url ${ORIGIN}/v1/openapi.json`,
    )
    expect(within(sdks).getByRole('group', { name: 'Python SDK: first call code' })).toHaveTextContent(
      `AuthenticatedClient(base_url="${ORIGIN}"`,
    )

    await userEvent.setup().click(within(sdks).getByRole('tab', { name: 'TypeScript SDK' }))
    expect(within(sdks).getByRole('group', { name: 'TypeScript SDK: install code' })).toHaveTextContent(
      `npx openapi-typescript@7.13.0 ${ORIGIN}/v1/openapi.json -o cardsmith-api.ts`,
    )
    expect(within(sdks).getByRole('group', { name: 'TypeScript SDK: first call code' })).toHaveTextContent(
      "await cardsmith.GET('/v1/account')",
    )
  })

  it("gives an MCP client this site's server, its transport, the key header and every tool", async () => {
    renderDocs()
    await userEvent.setup().click(screen.getByRole('tab', { name: 'AI assistants' }))

    const connect = within(activePanel()).getByRole('region', { name: 'Connect an assistant' })
    expect(within(connect).getByText(`${ORIGIN}/mcp`)).toBeInTheDocument()
    expect(within(connect).getByText('Streamable HTTP')).toBeInTheDocument()
    expect(within(connect).getByText('Authorization: Bearer <your API key>')).toBeInTheDocument()

    const config = within(activePanel()).getByRole('group', { name: 'JSON code' })
    expect(JSON.parse(config.querySelector('code')!.textContent!)).toEqual({
      mcpServers: {
        cardsmith: { type: 'http', url: `${ORIGIN}/mcp`, headers: { Authorization: 'Bearer <your API key>' } },
      },
    })

    const tools = within(activePanel()).getByRole('region', { name: 'Tools' })
    for (const tool of ['create_card', 'generate_image', 'list_images', 'edit_card_text', 'send_card', 'get_credits']) {
      expect(within(tools).getByText(tool)).toBeInTheDocument()
    }
  })

  it('shows the live price table', async () => {
    renderDocs()

    const table = await screen.findByRole('table', { name: 'Credits per image, by quality and size' })
    expect(within(table).getByRole('row', { name: /high/ })).toHaveTextContent('high15232323')
  })

  it('documents every endpoint, with examples that call this site', async () => {
    renderDocs()
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Endpoints' }))

    const nav = within(activePanel()).getByRole('navigation', { name: 'Endpoints' })
    for (const path of ['/v1/images/generate', '/v1/cards/generate', '/v1/images/{id}/text', '/v1/images', '/v1/account']) {
      expect(within(nav).getByText(path)).toBeInTheDocument()
    }
    expect(within(activePanel()).getByRole('region', { name: 'Generate an image' })).toHaveTextContent(
      `curl -X POST "${ORIGIN}/v1/images/generate"`,
    )
    const errors = within(activePanel()).getByRole('region', { name: 'Errors' })
    for (const code of ['invalid_request', 'unauthorized', 'rate_limited', 'idempotency_conflict', 'provider_unavailable', 'service_unavailable']) {
      expect(within(errors).getByText(code)).toBeInTheDocument()
    }
  })

  it('switches every example to the chosen language at once', async () => {
    renderDocs()
    const user = userEvent.setup()
    await user.click(screen.getByRole('tab', { name: 'Endpoints' }))

    const listImages = within(activePanel()).getByRole('region', { name: 'List your images' })
    await user.click(within(listImages).getByRole('tab', { name: 'Python' }))

    expect(within(listImages).getByRole('group', { name: 'Python code' })).toHaveTextContent(`requests.get( "${ORIGIN}/v1/images"`)
    const account = within(activePanel()).getByRole('region', { name: 'Get your account' })
    expect(within(account).getByRole('tab', { name: 'Python' })).toHaveAttribute('aria-selected', 'true')
  })

  it('copies an example and says so', async () => {
    renderDocs()
    const user = userEvent.setup()
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined)
    await user.click(screen.getByRole('tab', { name: 'Examples' }))

    const recipe = within(activePanel()).getByRole('region', { name: 'Make a card, then change its words' })
    await user.click(within(recipe).getByRole('button', { name: 'Copy cURL code' }))

    expect(writeText).toHaveBeenCalledWith(expect.stringContaining(`curl -X POST "${ORIGIN}/v1/cards/generate"`))
    expect(await screen.findByText('Copied to clipboard')).toBeInTheDocument()
    expect(within(recipe).getByRole('button', { name: 'Copy cURL code' })).toHaveTextContent('Copied')
  })
})
