import { fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { json, stubFetch } from '@/testing/fetch-stub'
import { renderRoute, TEST_USER } from '@/testing/render'
import type { SendView } from './api/send-view'
import { SendCardButton } from './send-card-button'
import { SendCardDialog } from './send-card-dialog'

/** The dialog opened from a card's Send button, as the result, gallery and dashboard hold it. */
async function openFor(image: Parameters<typeof SendCardButton>[0]['image']) {
  stubFetch({ 'GET /api/csrf-token': json({ csrfToken: 'token-1' }) })
  renderRoute({ path: '/gallery', element: <SendCardButton image={image} />, url: '/gallery', user: TEST_USER })
  await userEvent.setup().click(screen.getByRole('button', { name: 'Send' }))
  return screen.getByRole('dialog', { name: 'Send this card' })
}

const message = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: 'Personal message (optional)' })

describe("The send dialog's words follow the card's occasion", () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-24T12:00:00Z') })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('suggests a thank-you message for a thank-you card, to the recipient once named', async () => {
    const dialog = await openFor({ id: 'img-1', card: { category: 'thank_you' } })
    expect(message(dialog)).toHaveAttribute('placeholder', expect.stringMatching(/^Dear Ruth, thank you so much/))
    expect(message(dialog).getAttribute('placeholder')).not.toMatch(/birthday/i)
    // The fonts are shown with the occasion's words while nothing is written.
    expect(within(dialog).getByRole('radio', { name: /^Classic/ }).closest('label')).toHaveTextContent('With heartfelt thanks')

    await userEvent.setup().type(within(dialog).getByRole('textbox', { name: 'Recipient 1 name' }), 'Priya Shah')
    expect(message(dialog)).toHaveAttribute('placeholder', expect.stringMatching(/^Dear Priya, thank you so much/))
  })

  it('suggests words of comfort for a sympathy card', async () => {
    const dialog = await openFor({ id: 'img-1', card: { category: 'sympathy' } })
    expect(message(dialog)).toHaveAttribute('placeholder', expect.stringMatching(/sorry for your loss/))
  })

  it('stays neutral for a free-form image', async () => {
    const dialog = await openFor({ id: 'img-1', card: null })
    expect(message(dialog)).toHaveAttribute(
      'placeholder',
      'Dear Sam, I saw this and thought of you. I hope it brings a smile to your day.',
    )
  })
})

describe('Scheduling for another time zone', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-24T12:00:00Z') })
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it("shows the chosen time on the sender's own clock too, only when the clocks differ", async () => {
    const resolved = Intl.DateTimeFormat().resolvedOptions()
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({ ...resolved, timeZone: 'Europe/London' })
    const dialog = await openFor({ id: 'img-1', card: { category: 'birthday' } })
    const user = userEvent.setup()
    await user.click(within(dialog).getByRole('radio', { name: /^Schedule/ }))
    fireEvent.change(within(dialog).getByLabelText('Date and time'), { target: { value: '2026-12-01T09:00' } })
    // Still the sender's zone: one clock, nothing more to say.
    expect(within(dialog).queryByText(/your time/)).not.toBeInTheDocument()

    await user.selectOptions(within(dialog).getByLabelText('Time zone'), 'Asia/Tokyo')
    expect(within(dialog).getByText(/your time/)).toHaveTextContent(
      'Arrives Tue, Dec 1 at 9:00 AM Tokyo time, which is Tue, Dec 1 at 12:00 AM your time.',
    )
    await user.selectOptions(within(dialog).getByLabelText('Time zone'), 'America/Los_Angeles')
    expect(within(dialog).getByText(/your time/)).toHaveTextContent(
      'Arrives Tue, Dec 1 at 9:00 AM Los Angeles time, which is Tue, Dec 1 at 5:00 PM your time.',
    )
  })

  it('lists zones by their current names, with a browser that reports old ones', async () => {
    const resolved = Intl.DateTimeFormat().resolvedOptions()
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({ ...resolved, timeZone: 'Asia/Calcutta' })
    vi.spyOn(Intl, 'supportedValuesOf').mockReturnValue(['Asia/Calcutta', 'Asia/Saigon', 'Europe/Kiev', 'Asia/Tokyo', 'UTC'])
    const dialog = await openFor({ id: 'img-1', card: null })
    await userEvent.setup().click(within(dialog).getByRole('radio', { name: /^Schedule/ }))

    const select = within(dialog).getByLabelText<HTMLSelectElement>('Time zone')
    expect(select).toHaveValue('Asia/Kolkata')
    const values = [...select.options].map((option) => option.value)
    expect(values).toEqual(expect.arrayContaining(['Asia/Kolkata', 'Asia/Ho_Chi_Minh', 'Europe/Kyiv']))
    expect(values).not.toEqual(expect.arrayContaining(['Asia/Calcutta']))
    expect(values.filter((value) => ['Asia/Saigon', 'Europe/Kiev'].includes(value))).toEqual([])
    expect(within(select).getByRole('option', { name: /^Kyiv/ })).toBeInTheDocument()
  })

  it('edits a send saved under an old zone name with the current one', () => {
    stubFetch({ 'GET /api/csrf-token': json({ csrfToken: 'token-1' }) })
    const send = {
      id: 'send-1',
      imageId: 'img-1',
      senderName: 'jane',
      message: 'Hi',
      font: 'classic',
      timeZone: 'Asia/Calcutta',
      sendAt: '2026-12-24T09:00',
      dueAt: '2026-12-24T03:30:00Z',
      createdAt: '2026-11-24T12:00:00Z',
      editable: true,
      recipients: [{ id: 'r1', name: 'Sam', email: 'sam@example.com', status: 'scheduled', canResend: false }],
    } satisfies SendView
    renderRoute({
      path: '/sent',
      element: <SendCardDialog open target={{ send }} onOpenChange={() => {}} />,
      url: '/sent',
      user: TEST_USER,
    })
    const select = screen.getByLabelText<HTMLSelectElement>('Time zone')
    expect(select).toHaveValue('Asia/Kolkata')
    expect(select.selectedOptions[0]).toHaveTextContent(/^Kolkata/)
  })
})
