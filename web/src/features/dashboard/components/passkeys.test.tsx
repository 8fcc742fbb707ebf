import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { PasskeyCancelled, type BegunCeremony } from '@/lib/passkeys'
import { json, stubFetch, type RecordedRequest } from '@/testing/fetch-stub'
import { renderRoute, TEST_USER } from '@/testing/render'
import { SITE_INFO } from '@/testing/site-info'
import type { Passkey } from '../api/passkeys'
import { Passkeys } from './passkeys'

// The browser's half of the ceremony; the section's calls to the server are real (stubbed fetch).
const browser = vi.hoisted(() => ({ supported: true, create: vi.fn() }))
vi.mock('@/lib/passkeys', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/passkeys')>()
  return { ...original, passkeysSupported: () => browser.supported, createPasskey: browser.create }
})

const OPTIONS = { ceremony: 'ceremony-1', options: { publicKey: { challenge: 'abc', rp: { id: 'localhost', name: 'Cardsmith' } } } }
const CREDENTIAL = { id: 'cred-9', rawId: 'cred-9', type: 'public-key', response: { attestationObject: 'xyz' }, clientExtensionResults: {} }

const PHONE: Passkey = { id: 'pk-phone', name: 'My phone', createdAt: '2026-11-02T12:00:00Z', lastUsedAt: '2026-11-25T12:00:00Z' }
const LAPTOP: Passkey = { id: 'pk-laptop', name: 'Chrome on Linux', createdAt: '2026-11-20T12:00:00Z', lastUsedAt: null }

const WRONG_PASSWORD = 'Your current password is incorrect'
const bodyOf = (request: RecordedRequest | undefined) => JSON.parse(request?.body ?? 'null') as unknown

interface Setup {
  passkeys?: Passkey[]
  twoFactorOn?: boolean
  site?: typeof SITE_INFO
  routes?: Parameters<typeof stubFetch>[0]
}

function renderPasskeys({ passkeys = [PHONE, LAPTOP], twoFactorOn = false, site = SITE_INFO, routes = {} }: Setup = {}) {
  let live = [...passkeys]
  const api = stubFetch({
    'GET /api/csrf-token': json({ csrfToken: 'token-1' }),
    'GET /api/site': json(site),
    'GET /api/account/two-factor': json({ enabled: twoFactorOn, recoveryCodesLeft: twoFactorOn ? 10 : 0 }),
    'GET /api/account/passkeys': () => json(live),
    'POST /api/account/passkeys/options': () => json(OPTIONS),
    'POST /api/account/passkeys': (request) => {
      const { name } = JSON.parse(request.body ?? '{}') as { name: string }
      const added: Passkey = { id: 'pk-new', name: name || 'Firefox on Windows', createdAt: '2026-11-28T12:00:00Z', lastUsedAt: null }
      live = [...live, added]
      return json(added, { status: 201 })
    },
    ...Object.fromEntries(
      passkeys.flatMap(({ id }) => [
        [
          `PATCH /api/account/passkeys/${id}`,
          (request: RecordedRequest) => {
            const { name } = JSON.parse(request.body ?? '{}') as { name: string }
            live = live.map((passkey) => (passkey.id === id ? { ...passkey, name } : passkey))
            return new Response(null, { status: 204 })
          },
        ],
        [
          `DELETE /api/account/passkeys/${id}`,
          () => {
            live = live.filter((passkey) => passkey.id !== id)
            return new Response(null, { status: 204 })
          },
        ],
      ]),
    ),
    ...routes,
  })
  renderRoute({ path: '/dashboard', element: <Passkeys />, url: '/dashboard', user: TEST_USER })
  return api
}

const passkeyList = () => screen.findByRole('list', { name: 'Passkeys' })

async function openAddDialog() {
  const user = userEvent.setup()
  await user.click(await screen.findByRole('button', { name: 'Add a passkey' }))
  return { user, dialog: await screen.findByRole('dialog', { name: 'Add a passkey' }) }
}

describe('Passkeys', () => {
  beforeEach(() => {
    browser.supported = true
    browser.create.mockReset()
    browser.create.mockImplementation((begun: BegunCeremony) => Promise.resolve({ ceremony: begun.ceremony, credential: CREDENTIAL }))
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })

  it('lists each passkey with when it was added and last used', async () => {
    renderPasskeys()

    const [phone, laptop] = within(await passkeyList()).getAllByRole('listitem')
    expect(phone).toHaveTextContent('My phone')
    expect(phone).toHaveTextContent('Added Nov 2, 2026')
    expect(phone).toHaveTextContent('Last used Nov 25, 2026')
    expect(within(phone).getByRole('button', { name: 'Rename My phone' })).toBeInTheDocument()
    expect(within(phone).getByRole('button', { name: 'Remove My phone' })).toBeInTheDocument()
    expect(laptop).toHaveTextContent('Chrome on Linux')
    expect(laptop).toHaveTextContent('Added Nov 20, 2026')
    expect(laptop).toHaveTextContent('Never used')
    expect(laptop).not.toHaveTextContent('Last used')
    expect(screen.getByRole('button', { name: 'Add a passkey' })).toBeInTheDocument()
  })

  it('says when there are none yet', async () => {
    renderPasskeys({ passkeys: [] })

    expect(await screen.findByText('You have no passkeys yet.')).toBeInTheDocument()
    expect(screen.queryByRole('list', { name: 'Passkeys' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Add a passkey' })).toBeInTheDocument()
  })

  it('says a site that cannot offer passkeys has none, with nothing to press', async () => {
    const api = renderPasskeys({ site: { ...SITE_INFO, passkeyOrigin: null } })

    expect(await screen.findByText('Passkeys are not available on this site.')).toBeInTheDocument()
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
    expect(api.callsTo('GET', '/api/account/passkeys')).toHaveLength(0)
  })

  it('still lists the passkeys in a browser that cannot add one, so they can be renamed or removed', async () => {
    browser.supported = false
    renderPasskeys()

    expect(within(await passkeyList()).getAllByRole('listitem')).toHaveLength(2)
    expect(screen.getByText('This browser cannot add passkeys.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Add a passkey' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Rename My phone' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Remove Chrome on Linux' })).toBeInTheDocument()
  })

  it('points to the address passkeys work at when the site is opened at another', async () => {
    renderPasskeys({ site: { ...SITE_INFO, passkeyOrigin: 'https://cards.example' } })

    expect(within(await passkeyList()).getAllByRole('listitem')).toHaveLength(2)
    expect(screen.getByRole('link', { name: 'https://cards.example' })).toHaveAttribute(
      'href',
      'https://cards.example/dashboard#account-settings',
    )
    expect(screen.queryByRole('button', { name: 'Add a passkey' })).not.toBeInTheDocument()
  })

  it('shows a list that failed to load with a way to try again', async () => {
    renderPasskeys({ routes: { 'GET /api/account/passkeys': json({ message: 'Service unavailable' }, { status: 503 }) } })

    expect(await screen.findByText("We couldn't load your passkeys.")).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })

  it('adds a passkey after the password, with the name given, and lists it', async () => {
    const api = renderPasskeys()
    const { user, dialog } = await openAddDialog()

    expect(within(dialog).queryByLabelText('Code from your app, or a recovery code')).not.toBeInTheDocument()
    await user.type(within(dialog).getByLabelText('Name (optional)'), 'Work laptop')
    await user.type(within(dialog).getByLabelText('Current password'), 'correct horse')
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }))

    expect(await screen.findByText('Passkey added')).toBeInTheDocument()
    expect(screen.getByText('“Work laptop” can now sign you in.')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(bodyOf(api.callsTo('POST', '/api/account/passkeys/options')[0])).toEqual({ currentPassword: 'correct horse' })
    expect(browser.create).toHaveBeenCalledWith(OPTIONS)
    expect(bodyOf(api.callsTo('POST', '/api/account/passkeys')[0])).toEqual({
      ceremony: 'ceremony-1',
      name: 'Work laptop',
      credential: CREDENTIAL,
    })
    const items = within(await passkeyList()).getAllByRole('listitem')
    expect(items).toHaveLength(3)
    expect(items[2]).toHaveTextContent('Work laptop')
    expect(items[2]).toHaveTextContent('Never used')
  })

  it('leaves a blank name for the server to fill in', async () => {
    const api = renderPasskeys({ passkeys: [] })
    const { user, dialog } = await openAddDialog()

    await user.type(within(dialog).getByLabelText('Current password'), 'correct horse')
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }))

    expect(await screen.findByText('“Firefox on Windows” can now sign you in.')).toBeInTheDocument()
    expect(bodyOf(api.callsTo('POST', '/api/account/passkeys')[0])).toMatchObject({ name: '' })
    expect(within(await passkeyList()).getByRole('listitem')).toHaveTextContent('Firefox on Windows')
  })

  it('asks for a code too when two-step sign-in is on', async () => {
    const api = renderPasskeys({ twoFactorOn: true })
    const { user, dialog } = await openAddDialog()

    const code = await within(dialog).findByLabelText('Code from your app, or a recovery code')
    await user.type(within(dialog).getByLabelText('Current password'), 'correct horse')
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }))
    expect(await within(dialog).findByText('Enter a code from your authenticator app or a recovery code')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/account/passkeys/options')).toHaveLength(0)

    await user.type(code, '123456')
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }))

    expect(await screen.findByText('Passkey added')).toBeInTheDocument()
    expect(bodyOf(api.callsTo('POST', '/api/account/passkeys/options')[0])).toEqual({
      currentPassword: 'correct horse',
      code: '123456',
    })
  })

  it('shows the code box once the server asks for a code it did not know was needed', async () => {
    const codeNeeded = 'Enter a code from your authenticator app or a recovery code'
    renderPasskeys({
      routes: {
        'GET /api/account/two-factor': json({ message: 'Service unavailable' }, { status: 503 }),
        'POST /api/account/passkeys/options': json({ message: codeNeeded, errors: { code: codeNeeded } }, { status: 400 }),
      },
    })
    const { user, dialog } = await openAddDialog()

    expect(within(dialog).queryByLabelText('Code from your app, or a recovery code')).not.toBeInTheDocument()
    await user.type(within(dialog).getByLabelText('Current password'), 'correct horse')
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }))

    expect(await within(dialog).findByText(codeNeeded, { selector: '#passkeyCode-error' })).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Code from your app, or a recovery code')).toHaveAttribute('aria-invalid', 'true')
    expect(browser.create).not.toHaveBeenCalled()
  })

  it('shows a wrong password under its box and asks the browser for nothing', async () => {
    const api = renderPasskeys({
      routes: {
        'POST /api/account/passkeys/options': json(
          { message: WRONG_PASSWORD, errors: { currentPassword: WRONG_PASSWORD } },
          { status: 400 },
        ),
      },
    })
    const { user, dialog } = await openAddDialog()

    await user.type(within(dialog).getByLabelText('Current password'), 'wrong one')
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }))

    expect(await within(dialog).findByText(WRONG_PASSWORD, { selector: '#passkeyPassword-error' })).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true')
    expect(browser.create).not.toHaveBeenCalled()
    expect(api.callsTo('POST', '/api/account/passkeys')).toHaveLength(0)
  })

  it('stays quietly in the dialog when the browser dialog is closed', async () => {
    browser.create.mockRejectedValue(new PasskeyCancelled())
    const api = renderPasskeys()
    const { user, dialog } = await openAddDialog()

    await user.type(within(dialog).getByLabelText('Current password'), 'correct horse')
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }))

    await waitFor(() => expect(browser.create).toHaveBeenCalled())
    expect(await within(dialog).findByRole('button', { name: 'Continue' })).toBeEnabled()
    expect(screen.getByRole('dialog', { name: 'Add a passkey' })).toBeInTheDocument()
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument()
    expect(within(dialog).getByLabelText('Current password')).toHaveValue('correct horse')
    expect(api.callsTo('POST', '/api/account/passkeys')).toHaveLength(0)
    expect(screen.queryByText('Passkey added')).not.toBeInTheDocument()
  })

  it("shows the browser's own failure above the form", async () => {
    browser.create.mockRejectedValue(new Error('This device already has a passkey for your account.'))
    renderPasskeys()
    const { user, dialog } = await openAddDialog()

    await user.type(within(dialog).getByLabelText('Current password'), 'correct horse')
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }))

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This device already has a passkey for your account.')
  })

  it("shows the server's refusal of the new passkey above the form", async () => {
    const expired = 'This passkey request has expired. Please try again'
    renderPasskeys({
      routes: { 'POST /api/account/passkeys': json({ message: expired, errors: { passkey: expired } }, { status: 400 }) },
    })
    const { user, dialog } = await openAddDialog()

    await user.type(within(dialog).getByLabelText('Current password'), 'correct horse')
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }))

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(expired)
    expect(screen.getByRole('dialog', { name: 'Add a passkey' })).toBeInTheDocument()
  })

  it('shows a refusal about the account above the form, not under the code box', async () => {
    const tooMany = 'You already have 20 passkeys; remove one to add another'
    renderPasskeys({
      twoFactorOn: true,
      routes: {
        'POST /api/account/passkeys/options': json({ message: tooMany, errors: { code: tooMany } }, { status: 409 }),
      },
    })
    const { user, dialog } = await openAddDialog()

    await user.type(within(dialog).getByLabelText('Current password'), 'correct horse')
    await user.type(await within(dialog).findByLabelText('Code from your app, or a recovery code'), '123456')
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }))

    const alert = await within(dialog).findByText(tooMany)
    expect(alert.closest('[role="alert"]')).not.toHaveAttribute('id', 'passkeyCode-error')
    expect(dialog.querySelector('#passkeyCode-error')).toBeNull()
    expect(browser.create).not.toHaveBeenCalled()
  })

  it('renames a passkey', async () => {
    const api = renderPasskeys()
    const user = userEvent.setup()

    await user.click(await screen.findByRole('button', { name: 'Rename My phone' }))
    const dialog = await screen.findByRole('dialog', { name: 'Rename passkey' })
    const box = within(dialog).getByLabelText('Name')
    expect(box).toHaveValue('My phone')
    await user.clear(box)
    await user.type(box, 'Pixel 9{Enter}')

    expect(await screen.findByText('Passkey renamed')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(bodyOf(api.callsTo('PATCH', `/api/account/passkeys/${PHONE.id}`)[0])).toEqual({ name: 'Pixel 9' })
    expect(within(await passkeyList()).getAllByRole('listitem')[0]).toHaveTextContent('Pixel 9')
    expect(screen.getByRole('button', { name: 'Rename Pixel 9' })).toBeInTheDocument()
  })

  it("refuses a blank name and shows the server's word on a name", async () => {
    const tooLong = 'The name must be at most 60 characters'
    const api = renderPasskeys({
      routes: {
        [`PATCH /api/account/passkeys/${LAPTOP.id}`]: json({ message: tooLong, errors: { name: tooLong } }, { status: 400 }),
      },
    })
    const user = userEvent.setup()

    await user.click(await screen.findByRole('button', { name: 'Rename Chrome on Linux' }))
    const dialog = await screen.findByRole('dialog', { name: 'Rename passkey' })
    const box = within(dialog).getByLabelText('Name')
    await user.clear(box)
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByText('Please give the passkey a name', { selector: '#passkeyNewName-error' })).toBeInTheDocument()
    expect(api.callsTo('PATCH', `/api/account/passkeys/${LAPTOP.id}`)).toHaveLength(0)

    await user.type(box, 'Office')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))

    expect(await within(dialog).findByText(tooLong, { selector: '#passkeyNewName-error' })).toBeInTheDocument()
    expect(bodyOf(api.callsTo('PATCH', `/api/account/passkeys/${LAPTOP.id}`)[0])).toEqual({ name: 'Office' })
    expect(screen.getByRole('dialog', { name: 'Rename passkey' })).toBeInTheDocument()
  })

  it('cancels a rename with Escape, changing nothing', async () => {
    const api = renderPasskeys()
    const user = userEvent.setup()

    await user.click(await screen.findByRole('button', { name: 'Rename My phone' }))
    const dialog = await screen.findByRole('dialog', { name: 'Rename passkey' })
    await user.type(within(dialog).getByLabelText('Name'), ' extra')
    await user.keyboard('{Escape}')

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(api.callsTo('PATCH', `/api/account/passkeys/${PHONE.id}`)).toHaveLength(0)
    expect(within(await passkeyList()).getAllByRole('listitem')[0]).toHaveTextContent('My phone')
  })

  it('removes a passkey once confirmed', async () => {
    const api = renderPasskeys()
    const user = userEvent.setup()

    await user.click(await screen.findByRole('button', { name: 'Remove My phone' }))
    let confirm = await screen.findByRole('alertdialog', { name: 'Remove My phone?' })
    expect(confirm).toHaveTextContent("You won't be able to sign in with it any more.")
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(api.callsTo('DELETE', `/api/account/passkeys/${PHONE.id}`)).toHaveLength(0)

    await user.click(screen.getByRole('button', { name: 'Remove My phone' }))
    confirm = await screen.findByRole('alertdialog', { name: 'Remove My phone?' })
    await user.click(within(confirm).getByRole('button', { name: 'Remove passkey' }))

    expect(await screen.findByText('Passkey removed')).toBeInTheDocument()
    expect(api.callsTo('DELETE', `/api/account/passkeys/${PHONE.id}`)).toHaveLength(1)
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Passkeys' })).getAllByRole('listitem')).toHaveLength(1))
    expect(screen.queryByText('My phone')).not.toBeInTheDocument()
  })

  it('reads the list again when the passkey was already removed elsewhere', async () => {
    let reads = 0
    const api = renderPasskeys({
      routes: {
        // Someone removed it on another device after the list was read.
        'GET /api/account/passkeys': () => json((reads += 1) > 1 ? [LAPTOP] : [PHONE, LAPTOP]),
        [`DELETE /api/account/passkeys/${PHONE.id}`]: json({ message: 'This passkey was already removed' }, { status: 404 }),
      },
    })
    const user = userEvent.setup()

    await user.click(await screen.findByRole('button', { name: 'Remove My phone' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove My phone?' })
    await user.click(within(confirm).getByRole('button', { name: 'Remove passkey' }))

    await waitFor(() => expect(screen.queryByText('My phone')).not.toBeInTheDocument())
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(screen.queryByText('Passkey not removed')).not.toBeInTheDocument()
    expect(api.callsTo('GET', '/api/account/passkeys').length).toBeGreaterThan(1)
  })
})
