import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { User } from '@/lib/auth'
import { json, stubFetch } from '@/testing/fetch-stub'
import { renderRoute, TEST_USER } from '@/testing/render'
import type { ApiKey } from '../api/get-api-keys'
import { ApiAccess } from './api-access'

const SHOP: ApiKey = {
  id: 'key-1',
  name: 'Shop website',
  prefix: 'cs_live_AbCd',
  createdAt: '2026-11-20T09:00:00Z',
  lastUsedAt: '2026-11-22T10:00:00Z',
}
const NEW_KEY: ApiKey = { id: 'key-2', name: 'Nightly export', prefix: 'cs_live_XyZw', createdAt: '2026-11-22T06:00:00Z', lastUsedAt: null }
const SECRET = 'cs_live_XyZw7f3kQp9sLm2vTb8nRc4hJd6gWe1a'

type Routes = Parameters<typeof stubFetch>[0]

function renderSection({ user = TEST_USER, keys = [SHOP], routes = {} }: { user?: User; keys?: ApiKey[]; routes?: Routes } = {}) {
  let live = [...keys]
  const api = stubFetch({
    'GET /api/csrf-token': json({ csrfToken: 'token-1' }),
    'GET /api/api-keys': () => json(live),
    'POST /api/api-keys': () => {
      live = [NEW_KEY, ...live]
      return json({ key: NEW_KEY, secret: SECRET }, { status: 201 })
    },
    'DELETE /api/api-keys/key-1': () => {
      live = live.filter((key) => key.id !== 'key-1')
      return json({ success: true })
    },
    ...routes,
  })
  renderRoute({ path: '/dashboard', element: <ApiAccess user={user} />, url: '/dashboard', user })
  return api
}

const section = () => screen.getByRole('region', { name: 'API Access' })
const keyList = () => screen.findByRole('list', { name: 'API keys' })

async function createKey(name: string) {
  const user = userEvent.setup()
  if (name) await user.type(screen.getByLabelText('Key name'), name)
  await user.click(screen.getByRole('button', { name: 'Create key' }))
}

describe('API Access', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })

  it('lists each key by name and first characters, with when it was made and last used', async () => {
    renderSection({ keys: [NEW_KEY, SHOP] })

    const [fresh, used] = within(await keyList()).getAllByRole('listitem')
    expect(fresh).toHaveTextContent('Nightly export')
    expect(fresh).toHaveTextContent('cs_live_XyZw…')
    expect(fresh).toHaveTextContent('Created Nov 22, 2026')
    expect(fresh).toHaveTextContent('Last used Never')
    expect(used).toHaveTextContent('Last used Nov 22, 2026')
    expect(screen.getByText('2 of 10 keys')).toBeInTheDocument()
    expect(within(section()).getByRole('link', { name: /API documentation/ })).toHaveAttribute('href', '/api-docs')
  })

  it('shows a new key in full once, with Copy and the warning, and never again after Done', async () => {
    const api = renderSection()
    const user = userEvent.setup()
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined)
    await keyList()

    await createKey('  Nightly export ')

    const box = await screen.findByRole('region', { name: 'Your new key “Nightly export”' })
    expect(within(box).getByTestId('new-api-key-secret')).toHaveTextContent(SECRET)
    expect(box).toHaveTextContent('it will not be shown again')
    const [request] = api.callsTo('POST', '/api/api-keys')
    expect(JSON.parse(request.body ?? '')).toEqual({ name: 'Nightly export' })
    expect(request.headers.get('CSRF-Token')).toBe('token-1')
    // The list shows the key by its first characters only.
    expect(within(await keyList()).getAllByRole('listitem')[0]).toHaveTextContent('cs_live_XyZw…')
    expect(within(await keyList()).queryByText(SECRET)).not.toBeInTheDocument()

    await user.click(within(box).getByRole('button', { name: 'Copy' }))
    expect(writeText).toHaveBeenCalledWith(SECRET)
    expect(await screen.findByText('Copied to clipboard')).toBeInTheDocument()

    await user.click(within(box).getByRole('button', { name: /Done/ }))
    expect(screen.queryByText(SECRET)).not.toBeInTheDocument()
    expect(screen.getByLabelText('Key name')).toHaveValue('')
  })

  it('asks for a name before calling the server', async () => {
    const api = renderSection()
    await keyList()

    await createKey('')

    expect(await screen.findByText('Please give the key a name, such as the app that will use it')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/api-keys')).toHaveLength(0)
  })

  it("says so in the server's words when the key cannot be made", async () => {
    renderSection({
      routes: {
        'POST /api/api-keys': json({ message: 'You already have 10 API keys; revoke one to create another' }, { status: 409 }),
      },
    })
    await keyList()

    await createKey('One too many')

    expect(await screen.findByRole('alert')).toHaveTextContent('You already have 10 API keys; revoke one to create another')
    expect(screen.queryByTestId('new-api-key-secret')).not.toBeInTheDocument()
  })

  it('revokes a key only after the user confirms', async () => {
    const api = renderSection()
    const user = userEvent.setup()
    await keyList()

    await user.click(screen.getByRole('button', { name: 'Revoke Shop website' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Revoke this API key?' })
    expect(confirm).toHaveTextContent('Anything using “Shop website” (cs_live_AbCd…) will stop working at once.')
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }))
    expect(api.callsTo('DELETE', '/api/api-keys/key-1')).toHaveLength(0)

    await user.click(screen.getByRole('button', { name: 'Revoke Shop website' }))
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Revoke key' }))

    expect(await screen.findByText('API key revoked')).toBeInTheDocument()
    expect(api.callsTo('DELETE', '/api/api-keys/key-1')[0].headers.get('CSRF-Token')).toBe('token-1')
    await waitFor(() => expect(screen.getByText('No API keys yet. Create one to start calling the API.')).toBeInTheDocument())
  })

  it('tells an unconfirmed user why keys cannot be made yet, with the way to confirm', async () => {
    const api = renderSection({
      user: { ...TEST_USER, emailVerified: false },
      keys: [],
      routes: { 'POST /api/auth/verification-email': json({ message: "We've sent a new confirmation link." }, { status: 202 }) },
    })

    expect(await screen.findByText('Confirm your email address to create API keys.')).toBeInTheDocument()
    expect(screen.queryByLabelText('Key name')).not.toBeInTheDocument()

    await userEvent.setup().click(screen.getByRole('button', { name: 'Resend confirmation email' }))

    expect(await screen.findByText('Confirmation email sent')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/auth/verification-email')).toHaveLength(1)
  })
})
