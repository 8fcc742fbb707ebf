import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { json, stubFetch, type RecordedRequest } from '@/testing/fetch-stub'
import { renderRoute } from '@/testing/render'
import type { OwnMessage, SigningView } from '../api/get-signing-page'
import { SigningRoute } from './signing'

const TOKEN = 'sign-token-1'
const PAGE_URL = `/api/sign/${TOKEN}`
const MESSAGES_URL = `/api/sign/${TOKEN}/messages`
const SUGGESTIONS_URL = `/api/sign/${TOKEN}/suggestions`
const IDEAS = [
  'Priya, wishing you every happiness in Lisbon. We will miss you!',
  'Good luck, Priya! The office will be quieter without you.',
  'All the best on your next adventure.',
]

const COLOURS = [
  { name: 'ink', hex: '#2b2231' },
  { name: 'navy', hex: '#213a6e' },
  { name: 'forest', hex: '#1f5e3e' },
  { name: 'berry', hex: '#a8244a' },
  { name: 'plum', hex: '#673082' },
  { name: 'copper', hex: '#9c541e' },
]

const CARD: SigningView = {
  title: 'Farewell, Priya!',
  organiserName: 'Ana',
  recipientName: 'Priya',
  imageUrl: '/api/images/file/u/front.png',
  alt: 'Watercolour hot-air balloons over hills',
  deadline: '2026-12-01T14:00',
  deadlineAt: '2026-12-01T14:00:00Z',
  timeZone: 'UTC',
  open: true,
  closedReason: null,
  hideMessages: false,
  link: 'share',
  invitedEmail: null,
  remindersStopped: false,
  messages: [
    {
      id: 'm-bo',
      name: 'Bo',
      text: 'Good luck in Lisbon!',
      font: 'handwritten',
      colour: 'navy',
      signature: [
        [
          [10, 500],
          [200, 300],
        ],
      ],
    },
  ],
  own: [],
  colours: COLOURS,
  maxChars: 500,
}

const OWN: OwnMessage = {
  id: 'm-me',
  name: 'Cy',
  text: 'We will miss you',
  font: 'classic',
  colour: 'berry',
  signature: [],
  email: null,
  hidden: false,
}

function stubServer(card: SigningView | Response, routes: Parameters<typeof stubFetch>[0] = {}) {
  return stubFetch({
    'GET /api/csrf-token': json({ csrfToken: 'csrf-1' }),
    [`GET ${PAGE_URL}`]: card instanceof Response ? card : json(card),
    ...routes,
  })
}

function renderPage(search = '') {
  return renderRoute({ path: '/sign/:token', element: <SigningRoute />, url: `/sign/${TOKEN}${search}`, user: null })
}

const bodyOf = (request: RecordedRequest) => JSON.parse(request.body ?? 'null') as Record<string, unknown>

/** A 1 × 1 PNG: small enough that the field reads it as it is (jsdom cannot redraw images). */
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='
const OWN_PHOTO = '/api/images/file/u/0a1b2c3d.jpg'

function pngFile(name = 'me.png') {
  const bytes = Uint8Array.from(atob(PNG.split(',')[1]), (char) => char.charCodeAt(0))
  return new File([bytes], name, { type: 'image/png' })
}

/** jsdom has no PointerEvent: a MouseEvent that carries a pointer id and type is enough here. */
class TestPointerEvent extends MouseEvent {
  pointerId: number
  pointerType: string
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init)
    this.pointerId = init.pointerId ?? 1
    this.pointerType = init.pointerType ?? 'mouse'
  }
}

beforeAll(() => {
  vi.stubGlobal('PointerEvent', TestPointerEvent)
})

describe('The signing page', () => {
  beforeEach(() => {
    vi.stubGlobal('PointerEvent', TestPointerEvent)
  })
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('shows the card front, who collects for whom, the deadline and the messages so far', async () => {
    stubServer(CARD)
    renderPage()

    expect(await screen.findByRole('heading', { level: 1, name: 'Farewell, Priya!' })).toBeInTheDocument()
    expect(screen.getByRole('img', { name: CARD.alt })).toHaveAttribute('src', CARD.imageUrl)
    expect(screen.getByText(/is collecting messages for/)).toHaveTextContent('Ana is collecting messages for Priya.')
    expect(screen.getByText(/Sign by/)).toHaveTextContent(/Dec 1 at 2:00\s?PM \(UTC\)/)
    const others = screen.getByRole('region', { name: 'Messages so far' })
    expect(within(others).getByText('Good luck in Lisbon!')).toBeInTheDocument()
    expect(within(others).getByRole('img', { name: 'Signature of Bo' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Sign the card' })).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: 'Navy' })).toBeInTheDocument()
    expect(screen.getByLabelText('Your message')).toHaveAttribute('dir', 'auto')
  })

  it('keeps the others private when the organiser hides them', async () => {
    stubServer({ ...CARD, hideMessages: true, messages: [] })
    renderPage()

    expect(await screen.findByText(/keeps the messages private until the card is sent/)).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Messages so far' })).not.toBeInTheDocument()
  })

  it('counts the characters, then posts the message with its font, ink, drawn strokes and email', async () => {
    const signed: SigningView = { ...CARD, own: [{ ...OWN, name: 'Cy', text: 'Bon voyage!', colour: 'forest' }] }
    const api = stubServer(CARD, {
      [`POST ${MESSAGES_URL}`]: json({ card: signed, editUrl: 'http://localhost/sign/edit-token' }, { status: 201 }),
    })
    renderPage()
    const user = userEvent.setup()

    await user.type(await screen.findByLabelText('Your message'), 'Bon voyage!')
    expect(screen.getByText('11 / 500')).toBeInTheDocument()
    await user.type(screen.getByLabelText('Your name'), 'Cy')
    await user.click(screen.getByRole('radio', { name: /Handwritten/ }))
    await user.click(screen.getByRole('radio', { name: 'Forest' }))

    const pad = screen.getByTestId('signature-pad')
    vi.spyOn(pad, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 300, 100))
    fireEvent.pointerDown(pad, { clientX: 30, clientY: 50, pointerId: 1, button: 0 })
    fireEvent.pointerMove(pad, { clientX: 150, clientY: 25, pointerId: 1 })
    fireEvent.pointerUp(pad, { clientX: 150, clientY: 25, pointerId: 1 })

    await user.type(screen.getByLabelText('Your email, optional'), 'cy@example.com')
    await user.click(screen.getByRole('button', { name: 'Sign the card' }))

    const success = await screen.findByRole('region', { name: 'You signed the card' })
    expect(within(success).getByText('Bon voyage!')).toBeInTheDocument()
    expect(within(success).getByRole('button', { name: /^Edit/ })).toBeInTheDocument()
    const [post] = api.callsTo('POST', MESSAGES_URL)
    expect(post.headers.get('CSRF-Token')).toBe('csrf-1')
    expect(bodyOf(post)).toEqual({
      text: 'Bon voyage!',
      name: 'Cy',
      font: 'handwritten',
      colour: 'forest',
      signature: [
        [
          [100, 500],
          [500, 250],
        ],
      ],
      email: 'cy@example.com',
    })
    expect(screen.getByLabelText('Your link to change your message')).toHaveValue('http://localhost/sign/edit-token')
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Add another message' })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Add another message' }))
    const form = screen.getByRole('region', { name: 'Write your message' })
    expect(within(form).getByLabelText('Your message')).toHaveValue('')
    expect(within(form).getByLabelText('Your name')).toHaveValue('Cy')
  })

  it('offers no second message on a personal invitation', async () => {
    stubServer({ ...CARD, link: 'invite', invitedEmail: 'cy@example.com', own: [OWN] })
    renderPage()

    expect(await screen.findByRole('heading', { name: 'Your message' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Sign the card' })).not.toBeInTheDocument()
  })

  it('shows the server’s field errors under their fields', async () => {
    stubServer(CARD, {
      [`POST ${MESSAGES_URL}`]: json(
        { message: 'Please check the form', errors: { name: 'That name is too long', email: 'Enter a valid email address' } },
        { status: 400 },
      ),
    })
    renderPage()
    const user = userEvent.setup()

    await user.type(await screen.findByLabelText('Your message'), 'Hello')
    await user.type(screen.getByLabelText('Your name'), 'Cy')
    await user.click(screen.getByRole('button', { name: 'Sign the card' }))

    expect(await screen.findByText('That name is too long')).toBeInTheDocument()
    expect(screen.getByLabelText('Your name')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('Your name')).toHaveAccessibleDescription('That name is too long')
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument()
  })

  it('explains a refusal that names no field (409)', async () => {
    stubServer(CARD, {
      [`POST ${MESSAGES_URL}`]: json({ message: 'The deadline for messages has passed' }, { status: 409 }),
    })
    renderPage()
    const user = userEvent.setup()

    await user.type(await screen.findByLabelText('Your message'), 'Hello')
    await user.type(screen.getByLabelText('Your name'), 'Cy')
    await user.click(screen.getByRole('button', { name: 'Sign the card' }))

    expect(await screen.findByRole('alert')).toHaveTextContent('The deadline for messages has passed')
  })

  it('asks for the message and the name before posting', async () => {
    const api = stubServer(CARD)
    renderPage()
    const user = userEvent.setup()

    await user.click(await screen.findByRole('button', { name: 'Sign the card' }))

    expect(await screen.findByText('Write a message')).toBeInTheDocument()
    expect(screen.getByText('Enter your name')).toBeInTheDocument()
    expect(api.callsTo('POST', MESSAGES_URL)).toHaveLength(0)
  })

  it('shows why a closed card takes no messages, and no form', async () => {
    stubServer({ ...CARD, open: false, closedReason: 'The card has been sent to Priya.', own: [OWN] })
    renderPage()

    expect(await screen.findByText('The card has been sent to Priya.')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'This card is closed for messages' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Sign the card' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument()
    expect(screen.getByText('We will miss you')).toBeInTheDocument()
  })

  it('says a link that is not valid plainly (404)', async () => {
    stubServer(json({ message: 'Not found' }, { status: 404 }))
    renderPage()

    expect(await screen.findByRole('heading', { name: 'This link is not valid or was closed' })).toBeInTheDocument()
  })

  it('says a deleted card is gone (410)', async () => {
    stubServer(json({ message: 'Gone' }, { status: 410 }))
    renderPage()

    expect(await screen.findByRole('heading', { name: 'This card is no longer available' })).toBeInTheDocument()
  })

  it('edits the signer’s own message', async () => {
    const edited: SigningView = { ...CARD, own: [{ ...OWN, text: 'We will miss you a lot' }] }
    const api = stubServer({ ...CARD, own: [OWN] }, { [`PUT ${MESSAGES_URL}/m-me`]: json(edited) })
    renderPage()
    const user = userEvent.setup()

    const own = await screen.findByRole('region', { name: 'Your message' })
    await user.click(within(own).getByRole('button', { name: /^Edit/ }))
    const text = within(own).getByLabelText('Your message')
    expect(text).toHaveValue('We will miss you')
    await user.type(text, ' a lot')
    await user.click(within(own).getByRole('button', { name: 'Save changes' }))

    expect(await within(own).findByText('We will miss you a lot')).toBeInTheDocument()
    const [put] = api.callsTo('PUT', `${MESSAGES_URL}/m-me`)
    expect(bodyOf(put)).toMatchObject({ text: 'We will miss you a lot', name: 'Cy', font: 'classic', colour: 'berry', signature: [] })
  })

  it('deletes the signer’s own message after asking', async () => {
    const api = stubServer({ ...CARD, own: [OWN] }, { [`DELETE ${MESSAGES_URL}/m-me`]: json(CARD) })
    renderPage()
    const user = userEvent.setup()

    await user.click(await screen.findByRole('button', { name: /^Delete/ }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your message?' })
    await user.click(within(dialog).getByRole('button', { name: 'Delete message' }))

    await waitFor(() => expect(screen.queryByText('We will miss you')).not.toBeInTheDocument())
    expect(api.callsTo('DELETE', `${MESSAGES_URL}/m-me`)).toHaveLength(1)
    expect(screen.queryByRole('region', { name: 'Your message' })).not.toBeInTheDocument()
  })

  it('stops an invitation’s reminders from the reminder email’s link', async () => {
    const invite: SigningView = { ...CARD, link: 'invite', invitedEmail: 'cy@example.com' }
    const api = stubServer(invite, {
      [`POST ${PAGE_URL}/stop-reminders`]: json({ ...invite, remindersStopped: true }),
    })
    renderPage('?reminders=off')
    const user = userEvent.setup()

    await user.click(await screen.findByRole('button', { name: 'Stop reminders' }))

    expect(await screen.findByText(/Reminders are off/)).toBeInTheDocument()
    expect(api.callsTo('POST', `${PAGE_URL}/stop-reminders`)).toHaveLength(1)
    expect(screen.getByLabelText('Your email, optional')).toHaveValue('cy@example.com')
  })

  it('suggests messages in a chosen tone and puts the one chosen in the message, only then', async () => {
    const signed: SigningView = { ...CARD, own: [{ ...OWN, text: IDEAS[1] }] }
    const api = stubServer(CARD, {
      [`GET ${SUGGESTIONS_URL}`]: json({ suggestions: IDEAS }),
      [`POST ${MESSAGES_URL}`]: json({ card: signed, editUrl: 'http://localhost/sign/edit-token' }, { status: 201 }),
    })
    renderPage()
    const user = userEvent.setup()

    const text = await screen.findByLabelText('Your message')
    await user.type(text, 'My own draft')
    expect(screen.getByRole('heading', { name: 'Suggest a message' })).toBeInTheDocument()
    expect(api.callsTo('GET', SUGGESTIONS_URL)).toHaveLength(0)
    await user.click(screen.getByRole('radio', { name: /^Funny/ }))
    await user.click(screen.getByRole('button', { name: 'Suggest messages' }))

    const choices = within(await screen.findByRole('list', { name: 'Choose one to use it:' })).getAllByRole('button')
    expect(choices.map((choice) => choice.textContent)).toEqual(IDEAS)
    expect(api.callsTo('GET', SUGGESTIONS_URL).map((call) => call.url)).toEqual([`${SUGGESTIONS_URL}?tone=funny`])
    expect(text).toHaveValue('My own draft')

    await user.click(choices[1])
    expect(text).toHaveValue(IDEAS[1])
    expect(choices.map((choice) => choice.getAttribute('aria-pressed'))).toEqual(['false', 'true', 'false'])
    expect(screen.getByText(`${IDEAS[1].length} / 500`)).toBeInTheDocument()

    await user.type(screen.getByLabelText('Your name'), 'Cy')
    await user.click(screen.getByRole('button', { name: 'Sign the card' }))
    await screen.findByRole('region', { name: 'You signed the card' })
    expect(bodyOf(api.callsTo('POST', MESSAGES_URL)[0])).toMatchObject({ text: IDEAS[1], name: 'Cy' })
  })

  it('says when to try again once the card’s signers asked for many suggestions (429), and still signs', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const signed: SigningView = { ...CARD, own: [{ ...OWN, text: 'Bon voyage!' }] }
    const api = stubServer(CARD, {
      [`GET ${SUGGESTIONS_URL}`]: json(
        { message: 'Many suggestions were asked for on this card just now. Try again in 4 minutes.' },
        { status: 429, headers: { 'Retry-After': '240' } },
      ),
      [`POST ${MESSAGES_URL}`]: json({ card: signed, editUrl: 'http://localhost/sign/edit-token' }, { status: 201 }),
    })
    renderPage()
    const user = userEvent.setup()

    await user.click(await screen.findByRole('button', { name: 'Suggest messages' }))

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Many suggestions were asked for on this card just now. Try again in 4 minutes. You can still write your own message.',
    )
    expect(screen.queryByRole('list', { name: 'Choose one to use it:' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Suggest messages' })).toBeEnabled()
    await user.type(screen.getByLabelText('Your message'), 'Bon voyage!')
    await user.type(screen.getByLabelText('Your name'), 'Cy')
    await user.click(screen.getByRole('button', { name: 'Sign the card' }))

    await screen.findByRole('region', { name: 'You signed the card' })
    expect(bodyOf(api.callsTo('POST', MESSAGES_URL)[0])).toMatchObject({ text: 'Bon voyage!', name: 'Cy' })
    expect(api.callsTo('GET', SUGGESTIONS_URL).map((call) => call.url)).toEqual([`${SUGGESTIONS_URL}?tone=warm`])
  })

  describe('a photo with the message', () => {
    /** Writes the words and the name a message needs, in the form within `scope`. */
    async function writeMessage(user: ReturnType<typeof userEvent.setup>, scope: HTMLElement = document.body) {
      await user.type(await within(scope).findByLabelText('Your message'), 'Bon voyage!')
      await user.type(within(scope).getByLabelText('Your name'), 'Cy')
    }

    it('posts the photo a signer chose as a data URL, and shows it on their message', async () => {
      const signed: SigningView = { ...CARD, own: [{ ...OWN, text: 'Bon voyage!', photoUrl: OWN_PHOTO }] }
      const api = stubServer(CARD, {
        [`POST ${MESSAGES_URL}`]: json({ card: signed, editUrl: 'http://localhost/sign/edit-token' }, { status: 201 }),
      })
      renderPage()
      const user = userEvent.setup()

      await writeMessage(user)
      const field = screen.getByRole('group', { name: 'A photo, optional' })
      expect(field).toHaveAccessibleDescription('It goes above your message, like a small print.')
      expect(within(field).queryByRole('img', { name: 'Your photo' })).not.toBeInTheDocument()
      await user.upload(within(field).getByLabelText('Photo file'), pngFile())
      expect(await within(field).findByRole('img', { name: 'Your photo' })).toHaveAttribute('src', PNG)
      expect(within(field).getByRole('button', { name: 'Replace photo' })).toBeInTheDocument()
      expect(within(field).getByRole('button', { name: 'Remove photo' })).toBeInTheDocument()
      await user.click(screen.getByRole('button', { name: 'Sign the card' }))

      const success = await screen.findByRole('region', { name: 'You signed the card' })
      expect(within(success).getByRole('img', { name: 'Photo from Cy' })).toHaveAttribute('src', OWN_PHOTO)
      const [post] = api.callsTo('POST', MESSAGES_URL)
      expect(bodyOf(post)).toMatchObject({ text: 'Bon voyage!', name: 'Cy', photo: PNG })
      expect(bodyOf(post)).not.toHaveProperty('removePhoto')
    })

    it('sends no photo when the one chosen was removed before signing', async () => {
      const signed: SigningView = { ...CARD, own: [{ ...OWN, text: 'Bon voyage!' }] }
      const api = stubServer(CARD, {
        [`POST ${MESSAGES_URL}`]: json({ card: signed, editUrl: 'http://localhost/sign/edit-token' }, { status: 201 }),
      })
      renderPage()
      const user = userEvent.setup()

      await writeMessage(user)
      await user.upload(screen.getByLabelText('Photo file'), pngFile())
      await user.click(await screen.findByRole('button', { name: 'Remove photo' }))
      expect(screen.queryByRole('img', { name: 'Your photo' })).not.toBeInTheDocument()
      await user.click(screen.getByRole('button', { name: 'Sign the card' }))

      await screen.findByRole('region', { name: 'You signed the card' })
      const body = bodyOf(api.callsTo('POST', MESSAGES_URL)[0])
      expect(body).not.toHaveProperty('photo')
      expect(body).not.toHaveProperty('removePhoto')
    })

    it('refuses a file that is not an image, with a toast, and keeps the form as it was', async () => {
      stubServer(CARD)
      renderPage()
      const user = userEvent.setup({ applyAccept: false })

      await user.upload(await screen.findByLabelText('Photo file'), new File(['%PDF-1.7'], 'letter.pdf', { type: 'application/pdf' }))

      expect(await screen.findByText('Invalid file type')).toBeInTheDocument()
      expect(screen.queryByRole('img', { name: 'Your photo' })).not.toBeInTheDocument()
      expect(screen.getByRole('button', { name: 'Add a photo' })).toBeInTheDocument()
    })

    it('shows the server’s word on the photo under the photo field (400)', async () => {
      stubServer(CARD, {
        [`POST ${MESSAGES_URL}`]: json(
          { message: 'Please check the form', errors: { photo: 'The image must be at most 4096 pixels wide and high' } },
          { status: 400 },
        ),
      })
      renderPage()
      const user = userEvent.setup()

      await writeMessage(user)
      await user.upload(screen.getByLabelText('Photo file'), pngFile())
      await screen.findByRole('img', { name: 'Your photo' })
      await user.click(screen.getByRole('button', { name: 'Sign the card' }))

      const field = screen.getByRole('group', { name: 'A photo, optional' })
      expect(await within(field).findByRole('alert')).toHaveTextContent('The image must be at most 4096 pixels wide and high')
      expect(field).toHaveAccessibleDescription(/^The image must be at most 4096 pixels wide and high/)
      // Said once, by the field: no form-level alert repeats it.
      expect(screen.getAllByRole('alert')).toHaveLength(1)
      // The photo stays chosen, to replace or remove.
      expect(within(field).getByRole('img', { name: 'Your photo' })).toBeInTheDocument()

      await user.click(within(field).getByRole('button', { name: 'Remove photo' }))
      expect(within(field).queryByRole('alert')).not.toBeInTheDocument()
    })

    it('shows a photo over the size limit (413) under the photo field', async () => {
      stubServer(CARD, {
        [`POST ${MESSAGES_URL}`]: json({ message: 'The image file must be less than 5MB' }, { status: 413 }),
      })
      renderPage()
      const user = userEvent.setup()

      await writeMessage(user)
      await user.upload(screen.getByLabelText('Photo file'), pngFile())
      await screen.findByRole('img', { name: 'Your photo' })
      await user.click(screen.getByRole('button', { name: 'Sign the card' }))

      const field = screen.getByRole('group', { name: 'A photo, optional' })
      expect(await within(field).findByRole('alert')).toHaveTextContent('The image file must be less than 5MB')
      expect(screen.getAllByRole('alert')).toHaveLength(1)
    })

    describe('on an edit', () => {
      const withPhoto: OwnMessage = { ...OWN, photoUrl: OWN_PHOTO }

      async function openEdit(routes: Parameters<typeof stubFetch>[0]) {
        const api = stubServer({ ...CARD, own: [withPhoto] }, routes)
        renderPage()
        const user = userEvent.setup()
        const own = await screen.findByRole('region', { name: 'Your message' })
        expect(within(own).getByRole('img', { name: 'Photo from Cy' })).toHaveAttribute('src', OWN_PHOTO)
        await user.click(within(own).getByRole('button', { name: /^Edit/ }))
        // The photo the message has is the preview.
        expect(within(own).getByRole('img', { name: 'Your photo' })).toHaveAttribute('src', OWN_PHOTO)
        return { api, user, own }
      }

      it('sends neither a photo nor a removal when the photo was left alone', async () => {
        const { api, user, own } = await openEdit({ [`PUT ${MESSAGES_URL}/m-me`]: json({ ...CARD, own: [withPhoto] }) })

        await user.type(within(own).getByLabelText('Your message'), ' a lot')
        await user.click(within(own).getByRole('button', { name: 'Save changes' }))

        await waitFor(() => expect(api.callsTo('PUT', `${MESSAGES_URL}/m-me`)).toHaveLength(1))
        const body = bodyOf(api.callsTo('PUT', `${MESSAGES_URL}/m-me`)[0])
        expect(body).toMatchObject({ text: 'We will miss you a lot' })
        expect(body).not.toHaveProperty('photo')
        expect(body).not.toHaveProperty('removePhoto')
      })

      it('asks to remove the photo when the signer removed it', async () => {
        const { api, user, own } = await openEdit({ [`PUT ${MESSAGES_URL}/m-me`]: json({ ...CARD, own: [OWN] }) })

        await user.click(within(own).getByRole('button', { name: 'Remove photo' }))
        expect(within(own).queryByRole('img', { name: 'Your photo' })).not.toBeInTheDocument()
        expect(within(own).getByRole('button', { name: 'Add a photo' })).toBeInTheDocument()
        await user.click(within(own).getByRole('button', { name: 'Save changes' }))

        expect(await within(own).findByRole('button', { name: /^Edit/ })).toBeInTheDocument()
        expect(within(own).queryByRole('img', { name: 'Photo from Cy' })).not.toBeInTheDocument()
        const body = bodyOf(api.callsTo('PUT', `${MESSAGES_URL}/m-me`)[0])
        expect(body).toMatchObject({ removePhoto: true })
        expect(body).not.toHaveProperty('photo')
      })

      it('sends the new photo, and only that, when the signer replaced it', async () => {
        const { api, user, own } = await openEdit({ [`PUT ${MESSAGES_URL}/m-me`]: json({ ...CARD, own: [withPhoto] }) })

        await user.upload(within(own).getByLabelText('Photo file'), pngFile())
        await waitFor(() => expect(within(own).getByRole('img', { name: 'Your photo' })).toHaveAttribute('src', PNG))
        await user.click(within(own).getByRole('button', { name: 'Save changes' }))

        await waitFor(() => expect(api.callsTo('PUT', `${MESSAGES_URL}/m-me`)).toHaveLength(1))
        const body = bodyOf(api.callsTo('PUT', `${MESSAGES_URL}/m-me`)[0])
        expect(body).toMatchObject({ photo: PNG })
        expect(body).not.toHaveProperty('removePhoto')
      })
    })
  })
})
