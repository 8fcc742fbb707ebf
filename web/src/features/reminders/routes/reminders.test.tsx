import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { json } from '@/testing/fetch-stub'
import { renderRoute, TEST_USER } from '@/testing/render'
import { MIA, SAM_AND_JO, stubRemindersServer } from '../testing/fixtures'
import { RemindersRoute } from './reminders'

function renderPage(user: typeof TEST_USER | null = TEST_USER) {
  return renderRoute({ path: '/reminders', element: <RemindersRoute />, url: '/reminders', user })
}

const row = async (name: string) => {
  const list = await screen.findByRole('list', { name: 'Your dates' })
  const item = within(list)
    .getAllByRole('listitem')
    .find((candidate) => within(candidate).queryByRole('heading', { name: new RegExp(`^${name}`) }))
  if (!item) throw new Error(`No row for ${name}`)
  return item
}

describe('Dates to remember', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })

  it('asks a visitor to log in and come back here', () => {
    stubRemindersServer()
    renderPage(null)

    expect(screen.getByRole('heading', { name: 'Authentication Required' })).toBeInTheDocument()
    expect(screen.getByText('Please log in to see your dates to remember')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login?redirect=/reminders')
  })

  it('lists each date: who, the occasion and day, how early, the next reminder, and a card to make', async () => {
    stubRemindersServer()
    renderPage()

    const mia = await row('Mia')
    expect(mia).toHaveTextContent('Mia · Sister')
    expect(mia).toHaveTextContent('Birthday · March 15')
    expect(mia).toHaveTextContent('7 days before · Next reminder Mar 8, 2027 · Paris time')
    expect(within(mia).getByRole('switch', { name: "Reminders for Mia's birthday" })).toBeChecked()
    expect(within(mia).getByRole('link', { name: 'Make a card' })).toHaveAttribute('href', '/create?category=birthday&name=Mia')

    const couple = await row('Sam & Jo')
    expect(couple).toHaveTextContent('Anniversary · June 21')
    expect(couple).toHaveTextContent('On the day · Reminder off for this date')
    expect(within(couple).getByRole('switch')).not.toBeChecked()
    expect(screen.getByRole('switch', { name: 'Email me reminders' })).toBeChecked()
  })

  it('explains the page when there are no dates yet, and starts the first one', async () => {
    stubRemindersServer({ dates: [] })
    renderPage()
    const user = userEvent.setup()

    expect(await screen.findByRole('heading', { name: 'Never miss a birthday again' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Add your first date' }))
    expect(await screen.findByRole('dialog', { name: 'Add a date to remember' })).toBeInTheDocument()
  })

  it('switches one date off with the whole date sent again', async () => {
    const api = stubRemindersServer()
    renderPage()
    const user = userEvent.setup()

    await user.click(within(await row('Mia')).getByRole('switch'))

    await waitFor(() => expect(api.callsTo('PUT', '/api/reminders/rem-mia')).toHaveLength(1))
    const [request] = api.callsTo('PUT', '/api/reminders/rem-mia')
    expect(JSON.parse(request.body ?? '')).toEqual({
      name: 'Mia',
      relationship: 'Sister',
      occasion: 'birthday',
      month: 3,
      day: 15,
      timeZone: 'Europe/Paris',
      daysBefore: 7,
      enabled: false,
    })
    expect(request.headers.get('CSRF-Token')).toBe('token-1')
    await waitFor(async () => expect(await row('Mia')).toHaveTextContent('Reminder off for this date'))
    expect(within(await row('Mia')).getByRole('switch')).not.toBeChecked()
  })

  it('deletes a date after asking', async () => {
    const api = stubRemindersServer()
    renderPage()
    const user = userEvent.setup()

    await user.click(within(await row('Mia')).getByRole('button', { name: "Delete Mia's date" }))
    const dialog = await screen.findByRole('alertdialog', { name: "Delete Mia's date?" })
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))

    expect(await screen.findByText('Date deleted')).toBeInTheDocument()
    expect(api.callsTo('DELETE', '/api/reminders/rem-mia')).toHaveLength(1)
    await waitFor(() => expect(screen.queryByRole('heading', { name: /^Mia/ })).not.toBeInTheDocument())
    expect(await row('Sam & Jo')).toBeInTheDocument()
  })

  it('"Email me reminders" pauses every reminder of the account, and back on', async () => {
    const api = stubRemindersServer()
    renderPage()
    const user = userEvent.setup()
    const accountSwitch = await screen.findByRole('switch', { name: 'Email me reminders' })

    await user.click(accountSwitch)

    await waitFor(() => expect(accountSwitch).not.toBeChecked())
    expect(JSON.parse(api.callsTo('PUT', '/api/reminders/settings')[0].body ?? '')).toEqual({ paused: true })
    expect(await screen.findByText(/^Paused\. Your dates are kept/)).toBeInTheDocument()
    expect(await row('Mia')).toHaveTextContent('Paused: email reminders are off for your account')

    await user.click(accountSwitch)
    await waitFor(() => expect(accountSwitch).toBeChecked())
    expect(JSON.parse(api.callsTo('PUT', '/api/reminders/settings')[1].body ?? '')).toEqual({ paused: false })
  })

  it('a failed load offers to try again', async () => {
    let fail = true
    stubRemindersServer({
      routes: {
        'GET /api/reminders': () => (fail ? json({ message: 'Internal error' }, { status: 500 }) : json({ reminders: [MIA], paused: false })),
      },
    })
    renderPage()
    const user = userEvent.setup()

    expect(await screen.findByText("We couldn't load your dates.")).toBeInTheDocument()
    fail = false
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await row('Mia')).toBeInTheDocument()
  })

  it('edits a date from its saved values, keeping its on/off state', async () => {
    const api = stubRemindersServer({ dates: [SAM_AND_JO] })
    renderPage()
    const user = userEvent.setup()

    await user.click(within(await row('Sam & Jo')).getByRole('button', { name: "Edit Sam & Jo's date" }))
    const dialog = await screen.findByRole('dialog', { name: "Edit Sam & Jo's date" })
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Sam & Jo')
    expect(within(dialog).getByRole('radio', { name: 'Anniversary' })).toBeChecked()
    expect(within(dialog).getByLabelText('Month')).toHaveValue('6')
    expect(within(dialog).getByLabelText('Day')).toHaveValue('21')
    expect(within(dialog).getByLabelText('Remind me')).toHaveValue(0)
    expect(within(dialog).getByLabelText('Time zone')).toHaveValue('America/New_York')

    await user.clear(within(dialog).getByLabelText('Remind me'))
    await user.type(within(dialog).getByLabelText('Remind me'), '3')
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }))

    expect(await screen.findByText('Date saved')).toBeInTheDocument()
    expect(JSON.parse(api.callsTo('PUT', '/api/reminders/rem-sam')[0].body ?? '')).toMatchObject({ daysBefore: 3, enabled: false })
  })
})
