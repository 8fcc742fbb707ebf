import { screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { json, stubFetch } from '@/testing/fetch-stub'
import { renderRoute, TEST_USER } from '@/testing/render'
import { ADMIN, NO_SUCH_ENDPOINT } from '../testing/console-fixtures'
import { ConsoleGate } from './console-gate'

// The console's own chunk. Its factory runs only when something imports the module, so whether
// it ran says whether the console's code was fetched.
const consoleImported = vi.hoisted(() => vi.fn())
vi.mock('./operator-console', () => {
  consoleImported()
  return { OperatorConsole: ({ session }: { session: { email: string } }) => <p>Console for {session.email}</p> }
})

const NOT_FOUND = <h1>404 Page Not Found</h1>

function renderGate(user: typeof TEST_USER | null) {
  return renderRoute({ path: '/admin/*', element: <ConsoleGate notFound={NOT_FOUND} />, url: '/admin/audit', user })
}

describe('The console gate', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })

  // These run first: once a test has loaded the console, the module stays loaded for the file.
  it('shows a signed-in customer the not-found page and never loads the console', async () => {
    const api = stubFetch({ 'GET /api/admin/session': json(NO_SUCH_ENDPOINT, { status: 404 }) })
    renderGate(TEST_USER)

    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument()
    expect(api.callsTo('GET', '/api/admin/session')).toHaveLength(1)
    expect(consoleImported).not.toHaveBeenCalled()
  })

  it('shows a visitor the not-found page without asking the server or going to the login page', async () => {
    const api = stubFetch({})
    renderGate(null)

    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument()
    expect(screen.queryByTestId('location')).not.toBeInTheDocument()
    expect(api.requests).toHaveLength(0)
    expect(consoleImported).not.toHaveBeenCalled()
  })

  it('shows the not-found page for any other failure too, so nothing tells the console apart', async () => {
    stubFetch({ 'GET /api/admin/session': json({ message: 'Too many requests' }, { status: 429 }) })
    renderGate(TEST_USER)

    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument()
    expect(consoleImported).not.toHaveBeenCalled()
  })

  it('loads the console for staff', async () => {
    stubFetch({ 'GET /api/admin/session': json(ADMIN) })
    renderGate(TEST_USER)

    expect(await screen.findByText(`Console for ${ADMIN.email}`)).toBeInTheDocument()
    expect(consoleImported).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('heading', { name: '404 Page Not Found' })).not.toBeInTheDocument()
  })
})
