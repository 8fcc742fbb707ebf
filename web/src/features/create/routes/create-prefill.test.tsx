import { screen, waitFor } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { saveInStorage, savedInStorage, stubCardServer } from '../testing/fixtures'
import { continueButton, renderWizard, stepHeading } from '../testing/render-wizard'

const recipientBox = () => screen.getByLabelText("Recipient's name (optional)")

/** From the category step (its occasion already chosen) to the text step. */
async function continueToText(user: UserEvent) {
  await user.click(continueButton())
  await user.click(screen.getByLabelText('Card description'))
  await user.paste('A cake with candles')
  await user.click(continueButton())
  await user.click(screen.getByRole('radio', { name: /^Watercolor/ }))
  await user.click(continueButton())
  await screen.findByRole('heading', { name: 'Add a message' })
}

describe("The wizard from a reminder's link", () => {
  beforeEach(() => {
    localStorage.clear()
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })

  it('starts with the occasion chosen and the name in for suggested messages', async () => {
    const api = stubCardServer()
    renderWizard({ url: '/create?category=birthday&name=Mia' })
    const user = userEvent.setup()

    expect(await screen.findByRole('radio', { name: 'Birthday' })).toBeChecked()
    expect(continueButton()).toBeEnabled()
    await continueToText(user)

    expect(recipientBox()).toHaveValue('Mia')
    await user.click(screen.getByRole('button', { name: 'Suggest messages' }))
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/cards/suggestions').map((call) => call.url)).toEqual([
        '/api/cards/suggestions?category=birthday&tone=warm&name=Mia',
      ]),
    )
  })

  it('keeps the name when the user goes back a step and returns', async () => {
    stubCardServer()
    renderWizard({ url: '/create?category=anniversary&name=Sam%20%26%20Jo' })
    const user = userEvent.setup()

    expect(await screen.findByRole('radio', { name: 'Anniversary' })).toBeChecked()
    await continueToText(user)
    await user.clear(recipientBox())
    await user.type(recipientBox(), 'Sam and Jo')
    await user.click(screen.getByRole('button', { name: 'Back' }))
    await user.click(continueButton())

    expect(recipientBox()).toHaveValue('Sam and Jo')
  })

  it('leaves the occasion to the user when the link names none it knows, and still takes the name', async () => {
    stubCardServer()
    renderWizard({ url: '/create?category=bar_mitzvah&name=Eli' })
    const user = userEvent.setup()

    await screen.findByRole('radio', { name: 'Birthday' })
    expect(screen.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked)).toHaveLength(0)
    expect(continueButton()).toBeDisabled()
    await user.click(screen.getByRole('radio', { name: 'Graduation' }))
    await continueToText(user)
    expect(recipientBox()).toHaveValue('Eli')
  })

  it('cuts a long name to what the box holds', async () => {
    stubCardServer()
    renderWizard({ url: `/create?category=birthday&name=${'Maximilian'.repeat(6)}` })
    const user = userEvent.setup()

    await screen.findByRole('radio', { name: 'Birthday' })
    await continueToText(user)
    expect(recipientBox()).toHaveValue('Maximilian'.repeat(4))
  })

  it('a wizard carried through sign-up wins over the link', async () => {
    stubCardServer()
    saveInStorage('text', { category: 'wedding' })
    renderWizard({ user: null, url: '/create?category=birthday&name=Mia' })

    expect(await screen.findByRole('heading', { name: 'Add a message' })).toBeInTheDocument()
    expect(stepHeading()).toHaveTextContent('Add a message')
    expect(recipientBox()).toHaveValue('')
  })

  it("carries the link's name through sign-up with the rest of the wizard", async () => {
    stubCardServer()
    renderWizard({ user: null, url: '/create?category=birthday&name=Mia' })
    const user = userEvent.setup()

    await screen.findByRole('radio', { name: 'Birthday' })
    await continueToText(user)
    await user.click(continueButton())
    await user.click(continueButton())
    await user.click(await screen.findByRole('link', { name: 'Sign Up & Generate' }))

    expect(savedInStorage()).toMatchObject({ selectedCategory: 'birthday', recipientName: 'Mia' })
  })
})
