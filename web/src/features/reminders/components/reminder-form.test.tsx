import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { json } from '@/testing/fetch-stub'
import { renderRoute, TEST_USER } from '@/testing/render'
import { RemindersRoute } from '../routes/reminders'
import { stubRemindersServer } from '../testing/fixtures'

async function openAddForm() {
  renderRoute({ path: '/reminders', element: <RemindersRoute />, url: '/reminders', user: TEST_USER })
  const user = userEvent.setup()
  await user.click(await screen.findByRole('button', { name: 'Add a date' }))
  return { user, dialog: await screen.findByRole('dialog', { name: 'Add a date to remember' }) }
}

describe('The add date form', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })

  it('starts as a birthday reminded 7 days ahead in the browser\'s time zone', async () => {
    stubRemindersServer()
    const { dialog } = await openAddForm()

    expect(within(dialog).getByRole('radio', { name: 'Birthday' })).toBeChecked()
    expect(within(dialog).getByLabelText('Remind me')).toHaveValue(7)
    expect(within(dialog).getByLabelText('Time zone')).toHaveValue(Intl.DateTimeFormat().resolvedOptions().timeZone)
  })

  it('checks the fields before sending anything', async () => {
    const api = stubRemindersServer()
    const { user, dialog } = await openAddForm()

    await user.clear(within(dialog).getByLabelText('Remind me'))
    await user.type(within(dialog).getByLabelText('Remind me'), '90')
    await user.click(within(dialog).getByRole('button', { name: 'Add date' }))

    expect(await within(dialog).findByText('Enter a name of 1 to 60 characters')).toBeInTheDocument()
    expect(within(dialog).getByText('Choose from 0 to 60 days before')).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true')
    expect(api.callsTo('POST', '/api/reminders')).toHaveLength(0)
  })

  it('offers 29 February, and moves a day a shorter month lacks to its last', async () => {
    stubRemindersServer()
    const { user, dialog } = await openAddForm()
    const month = within(dialog).getByLabelText('Month')
    const day = within(dialog).getByLabelText('Day')

    await user.selectOptions(month, '2')
    expect(within(day).getAllByRole('option')).toHaveLength(29)
    await user.selectOptions(month, '1')
    await user.selectOptions(day, '31')
    await user.selectOptions(month, '4')
    expect(day).toHaveValue('30')
  })

  it('adds the date with numbers and the chosen zone, and shows the server\'s field errors first', async () => {
    let first = true
    const api = stubRemindersServer({
      dates: [],
      routes: {
        'POST /api/reminders': (request) => {
          if (first) {
            first = false
            return json(
              { message: 'Choose a time zone from the list', errors: { timeZone: 'Choose a time zone from the list' } },
              { status: 400 },
            )
          }
          const body = JSON.parse(request.body ?? '{}') as Record<string, unknown>
          return json({ ...body, id: 'rem-new', remindAt: '2027-02-22T09:00:00Z', createUrl: '/create?category=birthday&name=Grandpa%20Joe' }, { status: 201 })
        },
      },
    })
    renderRoute({ path: '/reminders', element: <RemindersRoute />, url: '/reminders', user: TEST_USER })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Add your first date' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add a date to remember' })

    await user.type(within(dialog).getByLabelText('Name'), 'Grandpa Joe')
    await user.type(within(dialog).getByLabelText('Relationship (optional)'), 'Grandfather')
    await user.selectOptions(within(dialog).getByLabelText('Month'), '2')
    await user.selectOptions(within(dialog).getByLabelText('Day'), '29')
    await user.selectOptions(within(dialog).getByLabelText('Time zone'), 'Europe/London')
    await user.click(within(dialog).getByRole('button', { name: 'Add date' }))

    expect(await within(dialog).findByText('Choose a time zone from the list')).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Time zone')).toHaveAttribute('aria-invalid', 'true')

    await user.click(within(dialog).getByRole('button', { name: 'Add date' }))

    expect(await screen.findByText('Date added')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(JSON.parse(api.callsTo('POST', '/api/reminders')[1].body ?? '')).toEqual({
      name: 'Grandpa Joe',
      relationship: 'Grandfather',
      occasion: 'birthday',
      month: 2,
      day: 29,
      daysBefore: 7,
      timeZone: 'Europe/London',
      enabled: true,
    })
  })

  it('shows the full list\'s 409 on the form', async () => {
    stubRemindersServer({
      routes: {
        'POST /api/reminders': json({ message: 'You can keep up to 100 dates', errors: { name: 'You can keep up to 100 dates' } }, { status: 409 }),
      },
    })
    const { user, dialog } = await openAddForm()

    await user.type(within(dialog).getByLabelText('Name'), 'Lee')
    await user.click(within(dialog).getByRole('button', { name: 'Add date' }))

    expect(await within(dialog).findByText('You can keep up to 100 dates')).toBeInTheDocument()
  })
})
