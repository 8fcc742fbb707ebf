import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { json, stubFetch } from '@/testing/fetch-stub'
import { renderRoute, TEST_USER } from '@/testing/render'
import { TwoFactor } from './two-factor'

const SETUP = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauthUri: 'otpauth://totp/Cardsmith:jane%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  qrCodeSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
}
const CODES = Array.from({ length: 10 }, (_, i) => `code${i}-abcde`)
const WRONG_PASSWORD = 'Your current password is incorrect'

function renderTwoFactor(routes: Parameters<typeof stubFetch>[0] = {}, initiallyOn = false) {
  let enabled = initiallyOn
  const api = stubFetch({
    'GET /api/csrf-token': json({ csrfToken: 'token-1' }),
    'GET /api/account/two-factor': () => json({ enabled, recoveryCodesLeft: enabled ? 10 : 0 }),
    'POST /api/account/two-factor': json(SETUP),
    'POST /api/account/two-factor/confirm': () => {
      enabled = true
      return json({ recoveryCodes: CODES })
    },
    'POST /api/account/two-factor/recovery-codes': json({ recoveryCodes: CODES.map((code) => `new-${code}`) }),
    'DELETE /api/account/two-factor': () => {
      enabled = false
      return json({ message: 'Two-step sign-in is off.' })
    },
    ...routes,
  })
  renderRoute({ path: '/dashboard', element: <TwoFactor />, url: '/dashboard', user: TEST_USER })
  return api
}

describe('Two-step sign-in settings', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })

  it('turns on with the password, the QR code and a first code, then shows the recovery codes once', async () => {
    const api = renderTwoFactor()
    const user = userEvent.setup()

    await user.click(await screen.findByRole('button', { name: 'Turn on two-step sign-in' }))
    await user.type(screen.getByLabelText('Your password'), 'correct horse')
    await user.click(screen.getByRole('button', { name: 'Continue' }))

    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml/),
    )
    expect(screen.getByTestId('two-factor-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')
    await user.type(screen.getByLabelText('Code from the app'), '12345')
    await user.click(screen.getByRole('button', { name: 'Turn on' }))
    expect(await screen.findByText('Enter the 6-digit code from your authenticator app')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/account/two-factor/confirm')).toHaveLength(0)

    await user.type(screen.getByLabelText('Code from the app'), '6')
    await user.click(screen.getByRole('button', { name: 'Turn on' }))

    const region = await screen.findByRole('region', { name: /Save your recovery codes/ })
    expect(within(region).getAllByRole('listitem')).toHaveLength(10)
    expect(region).toHaveTextContent('code0-abcde')
    expect(JSON.parse(api.callsTo('POST', '/api/account/two-factor/confirm')[0].body ?? '')).toEqual({ code: '123456' })
    expect(JSON.parse(api.callsTo('POST', '/api/account/two-factor')[0].body ?? '')).toEqual({
      currentPassword: 'correct horse',
    })

    await user.click(within(region).getByRole('button', { name: "Done, I've saved them" }))
    expect(await screen.findByText('10 recovery codes left.')).toBeInTheDocument()
    expect(screen.queryByText('code0-abcde')).not.toBeInTheDocument()
  })

  it('shows a wrong password under the box', async () => {
    renderTwoFactor({
      'POST /api/account/two-factor': json(
        { message: 'the form is invalid', errors: { currentPassword: WRONG_PASSWORD } },
        { status: 400 },
      ),
    })
    const user = userEvent.setup()

    await user.click(await screen.findByRole('button', { name: 'Turn on two-step sign-in' }))
    await user.type(screen.getByLabelText('Your password'), 'wrong one')
    await user.click(screen.getByRole('button', { name: 'Continue' }))

    expect(await screen.findByText(WRONG_PASSWORD, { selector: '#twoFactorPassword-error' })).toBeInTheDocument()
    expect(screen.queryByRole('img')).not.toBeInTheDocument()
  })

  it('turns off with a code', async () => {
    const api = renderTwoFactor({}, true)
    const user = userEvent.setup()

    await user.click(await screen.findByRole('button', { name: 'Turn off two-step sign-in' }))
    await user.type(screen.getByLabelText('Code from your app, or a recovery code'), 'abcde-fghjk')
    await user.click(screen.getByRole('button', { name: 'Turn off' }))

    expect(await screen.findByRole('button', { name: 'Turn on two-step sign-in' })).toBeInTheDocument()
    await waitFor(() =>
      expect(JSON.parse(api.callsTo('DELETE', '/api/account/two-factor')[0].body ?? '')).toEqual({ code: 'abcde-fghjk' }),
    )
  })

  it('gives new recovery codes for a code', async () => {
    const api = renderTwoFactor({}, true)
    const user = userEvent.setup()

    await user.click(await screen.findByRole('button', { name: 'Get new recovery codes' }))
    const form = screen.getByRole('form', { name: 'Get new recovery codes' })
    expect(form).toHaveTextContent('Your current recovery codes stop working.')
    await user.type(within(form).getByLabelText('Code from your app, or a recovery code'), '123456')
    await user.click(within(form).getByRole('button', { name: 'Get new codes' }))

    const region = await screen.findByRole('region', { name: 'Save your new recovery codes' })
    expect(region).toHaveTextContent('new-code0-abcde')
    expect(JSON.parse(api.callsTo('POST', '/api/account/two-factor/recovery-codes')[0].body ?? '')).toEqual({
      code: '123456',
    })
  })
})
