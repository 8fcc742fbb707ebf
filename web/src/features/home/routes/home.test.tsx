import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderRoute, TEST_USER } from '@/testing/render'
import type { HomeEmbeds } from '../embeds'
import { stubBrowserApis } from '../testing/browser-apis'
import { HomeRoute } from './home'

const EMBEDS: HomeEmbeds = {
  CardCreator: () => <p>The card wizard</p>,
  ImageGenerator: () => <p>The image form</p>,
  CreditPackages: () => <p>The credit packages</p>,
  CreditUsage: () => <p>The price table</p>,
}

function renderHome(user: typeof TEST_USER | null, url = '/') {
  return renderRoute({ path: '/', element: <HomeRoute embeds={EMBEDS} />, url, user })
}

const section = (id: string) => {
  const element = document.getElementById(id)
  if (!element) throw new Error(`no #${id}`)
  return within(element)
}

describe('Home', () => {
  beforeEach(stubBrowserApis)
  afterEach(() => vi.unstubAllGlobals())

  it('invites visitors to sign up, and points View Pricing at the pricing', () => {
    renderHome(null)

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Create custom images for any occasion')
    expect(screen.getByRole('link', { name: /Sign Up & Create/ })).toHaveAttribute('href', '/signup')
    expect(screen.getByRole('link', { name: 'View Pricing' })).toHaveAttribute('href', '#pricing')
    expect(screen.getByText(/10 free credits when you sign up/)).toBeInTheDocument()
    expect(section('how-it-works').getAllByRole('listitem')).toHaveLength(3)
  })

  it('promises only what every image maker does, the built-in offline designer too', () => {
    renderHome(null)

    // The offline designer designs from occasion, style and words, and draws nothing described.
    const hero = screen.getByRole('heading', { level: 1 }).closest('section')!
    for (const words of [hero, document.getElementById('how-it-works')!, document.getElementById('generate')!]) {
      expect(words).not.toHaveTextContent(/\bAI\b|one-of-a-kind|turns? (it|your)/i)
    }
    expect(hero).toHaveTextContent('Pick the occasion and a style, add your own words')
  })

  it('sends signed-in users straight to the generator', () => {
    renderHome(TEST_USER)

    expect(screen.getByRole('link', { name: /Create Your First Image/ })).toHaveAttribute('href', '/generate')
    expect(screen.queryByRole('link', { name: /Sign Up & Create/ })).not.toBeInTheDocument()
  })

  it('offers both ways to create, and shows the packages and prices under #pricing', async () => {
    renderHome(null)

    const twoWays = section('generate')
    expect(twoWays.getByRole('heading', { name: 'Two Ways to Create' })).toBeInTheDocument()
    expect(twoWays.getByRole('link', { name: /Card Creation Wizard/ })).toHaveAttribute('href', '/create')
    expect(twoWays.getByRole('link', { name: /Custom Image Generator/ })).toHaveAttribute('href', '/generate')
    expect(await section('pricing').findByText('The credit packages')).toBeInTheDocument()
    expect(section('pricing').getByText('The price table')).toBeInTheDocument()
  })

  it('switches between the previews, keeping an opened one as it was', async () => {
    renderHome(null)
    const user = userEvent.setup()

    expect(await screen.findByRole('tab', { name: 'Card Creator Preview' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByText('The card wizard')).toBeVisible()
    expect(screen.queryByText('The image form')).not.toBeInTheDocument()

    await user.click(screen.getByRole('tab', { name: 'Image Generator Preview' }))
    expect(screen.getByText('The image form')).toBeVisible()
    expect(screen.getByText('The card wizard')).not.toBeVisible()

    await user.click(screen.getByRole('tab', { name: 'Card Creator Preview' }))
    expect(screen.getByText('The card wizard')).toBeVisible()
  })

  it('opens the image preview for the gallery link to /#generate', async () => {
    renderHome(TEST_USER, '/#generate')

    expect(await screen.findByRole('tab', { name: 'Image Generator Preview' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByText('The image form')).toBeVisible()
  })

  it.each([
    [null, '/signup'],
    [TEST_USER, '/generate'],
  ])('ends with links to create, to learn, and to %s', (user, third) => {
    renderHome(user)

    const closing = within(screen.getByRole('region', { name: "Make someone's day" }))
    expect(closing.getByRole('link', { name: 'Create a Card' })).toHaveAttribute('href', '/create')
    expect(closing.getByRole('link', { name: 'Learn About AI Cards' })).toHaveAttribute('href', '/article')
    expect(closing.getAllByRole('link').map((link) => link.getAttribute('href'))).toContain(third)
  })
})
