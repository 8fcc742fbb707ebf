import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { json, stubFetch } from '@/testing/fetch-stub'
import { renderRoute, TEST_USER } from '@/testing/render'
import type { Device } from '../api/get-devices'
import { SignedInDevices } from './signed-in-devices'

const THIS_LAPTOP: Device = {
  id: '0123456789abcdef',
  browser: 'Chrome',
  system: 'macOS',
  signedInAt: '2026-11-20T09:00:00Z',
  lastSeenAt: '2026-11-27T10:00:00Z',
  current: true,
}
const PHONE: Device = {
  id: 'fedcba9876543210',
  browser: 'Safari',
  system: 'iOS',
  signedInAt: '2026-11-02T09:00:00Z',
  lastSeenAt: '2026-11-25T08:00:00Z',
  current: false,
}
const OLD_PC: Device = { ...PHONE, id: 'aaaabbbbccccdddd', browser: 'Firefox', system: 'Windows' }

function renderDevices(devices: Device[], routes: Parameters<typeof stubFetch>[0] = {}) {
  let live = [...devices]
  const api = stubFetch({
    'GET /api/csrf-token': json({ csrfToken: 'token-1' }),
    'GET /api/account/devices': () => json(live),
    [`DELETE /api/account/devices/${PHONE.id}`]: () => {
      live = live.filter((device) => device.id !== PHONE.id)
      return new Response(null, { status: 204 })
    },
    'DELETE /api/account/devices': () => {
      const ended = live.filter((device) => !device.current).length
      live = live.filter((device) => device.current)
      return json({ ended })
    },
    ...routes,
  })
  renderRoute({ path: '/dashboard', element: <SignedInDevices />, url: '/dashboard', user: TEST_USER })
  return api
}

const deviceList = () => screen.findByRole('list', { name: 'Signed-in devices' })

describe('Signed-in devices', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })

  it('names each device by browser and system, with when it signed in and was last active, and marks this one', async () => {
    renderDevices([THIS_LAPTOP, PHONE])

    const [laptop, phone] = within(await deviceList()).getAllByRole('listitem')
    expect(laptop).toHaveTextContent('Chrome on macOS')
    expect(laptop).toHaveTextContent('This device')
    expect(laptop).toHaveTextContent('Signed in Nov 20, 2026')
    expect(laptop).toHaveTextContent('Last active Nov 27, 2026')
    expect(within(laptop).queryByRole('button')).not.toBeInTheDocument()
    expect(phone).toHaveTextContent('Safari on iOS')
    expect(phone).not.toHaveTextContent('This device')
    expect(within(phone).getByRole('button', { name: 'Sign out Safari on iOS' })).toBeInTheDocument()
  })

  it('signs out one device and takes it off the list', async () => {
    const api = renderDevices([THIS_LAPTOP, PHONE])
    const user = userEvent.setup()

    await user.click(await screen.findByRole('button', { name: 'Sign out Safari on iOS' }))

    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Signed-in devices' })).getAllByRole('listitem')).toHaveLength(1))
    expect(api.callsTo('DELETE', `/api/account/devices/${PHONE.id}`)).toHaveLength(1)
    expect(await screen.findByText('Safari on iOS is no longer signed in.')).toBeInTheDocument()
  })

  it('says a device signed out elsewhere is gone, not that something failed', async () => {
    renderDevices([THIS_LAPTOP, OLD_PC])
    const user = userEvent.setup()

    await user.click(await screen.findByRole('button', { name: 'Sign out Firefox on Windows' }))

    expect(await screen.findByText('Firefox on Windows was already signed out.')).toBeInTheDocument()
  })

  it('signs out every other device after asking, and keeps this one', async () => {
    const api = renderDevices([THIS_LAPTOP, PHONE, OLD_PC])
    const user = userEvent.setup()

    await user.click(await screen.findByRole('button', { name: 'Sign out all other devices' }))
    const dialog = await screen.findByRole('alertdialog')
    expect(dialog).toHaveTextContent('Your 2 other devices will need your password to sign in again.')
    await user.click(within(dialog).getByRole('button', { name: 'Sign out other devices' }))

    expect(await screen.findByText('2 other devices were signed out.')).toBeInTheDocument()
    expect(api.callsTo('DELETE', '/api/account/devices')).toHaveLength(1)
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Sign out all other devices' })).not.toBeInTheDocument())
    expect(within(await deviceList()).getAllByRole('listitem')).toHaveLength(1)
  })

  it('offers no "sign out all" when this is the only device', async () => {
    renderDevices([THIS_LAPTOP])
    await deviceList()
    expect(screen.queryByRole('button', { name: 'Sign out all other devices' })).not.toBeInTheDocument()
  })

  it('offers a retry when the list cannot be read', async () => {
    renderDevices([], { 'GET /api/account/devices': new Response('', { status: 500 }) })
    expect(await screen.findByRole('button', { name: /try again/i })).toBeInTheDocument()
  })
})
