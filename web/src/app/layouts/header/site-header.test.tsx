import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { json, stubFetch } from '@/testing/fetch-stub'
import { renderRoute, TEST_USER } from '@/testing/render'
import { SiteHeader } from './site-header'

function renderHeader(user: typeof TEST_USER | null, url = '/gallery') {
  return renderRoute({ path: '/gallery', element: <SiteHeader />, url, user })
}

describe('SiteHeader', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })

  it('shows the credit balance with thousands separators and a Credits label', () => {
    renderHeader({ ...TEST_USER, credits: 12345 })

    const balances = screen.getAllByTestId('credit-count')
    expect(balances[0]).toHaveTextContent('12,345')
    expect(balances[0].parentElement).toHaveTextContent('12,345Credits')
    expect(screen.getByRole('link', { name: 'Buy Credits' })).toHaveAttribute('href', '/purchase')
  })

  it('keeps fractional credits readable', () => {
    renderHeader({ ...TEST_USER, credits: 1.5 })
    expect(screen.getAllByTestId('credit-count')[0]).toHaveTextContent(/^1\.5$/)
  })

  it('draws the avatar locally and falls back to the first two letters', () => {
    renderHeader({ ...TEST_USER, username: 'jane' })

    const avatar = screen.getByRole('img', { name: "jane's avatar" })
    expect(avatar.getAttribute('src')).toMatch(/^data:image\/svg\+xml/)
    fireEvent.error(avatar)
    expect(screen.getByRole('img', { name: "jane's avatar" })).toHaveTextContent('JA')
  })

  it('shows Login and Sign Up to visitors', () => {
    renderHeader(null)

    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login')
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup')
    expect(screen.queryByTestId('credit-count')).not.toBeInTheDocument()
  })

  it('highlights the current page', () => {
    renderHeader(null, '/gallery')

    const nav = screen.getByRole('navigation', { name: 'Main' })
    expect(within(nav).getByRole('link', { name: 'Gallery' })).toHaveAttribute('aria-current', 'page')
    expect(within(nav).getByRole('link', { name: 'Create Card' })).not.toHaveAttribute('aria-current')
    expect(within(nav).getByRole('link', { name: 'How It Works' })).toHaveAttribute('href', '/#how-it-works')
    expect(within(nav).getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/#pricing')
  })

  it('opens the Articles & Guides menu from Blog', async () => {
    renderHeader(null)
    const user = userEvent.setup()

    await user.click(screen.getByRole('button', { name: 'Blog' }))

    const menu = await screen.findByRole('menu')
    expect(within(menu).getByText('Articles & Guides')).toBeInTheDocument()
    expect(within(menu).getByRole('menuitem', { name: 'Sympathy Cards Guide' })).toHaveAttribute(
      'href',
      '/sympathy-cards-guide',
    )
    expect(within(menu).getAllByRole('menuitem')).toHaveLength(7)
  })

  it('offers the account menu and logs out', async () => {
    const api = stubFetch({
      'GET /api/csrf-token': json({ csrfToken: 'token-1' }),
      'POST /api/auth/logout': json({ success: true }),
    })
    renderHeader(TEST_USER)
    const user = userEvent.setup()

    await user.click(screen.getByRole('button', { name: 'Open account menu' }))
    const menu = await screen.findByRole('menu')
    expect(within(menu).getByText('My Account')).toBeInTheDocument()
    for (const [name, href] of [
      ['Dashboard', '/dashboard'],
      ['My Images', '/gallery'],
      ['Sent cards', '/sent'],
      ['Group cards', '/group-cards'],
      ['Dates to remember', '/reminders'],
      ['Buy Credits', '/purchase'],
    ]) {
      expect(within(menu).getByRole('menuitem', { name })).toHaveAttribute('href', href)
    }
    await user.click(within(menu).getByRole('menuitem', { name: 'Logout' }))

    expect(await screen.findByText('Logged out')).toBeInTheDocument()
    expect(screen.getByText("You've been successfully logged out.")).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/auth/logout')[0].headers.get('CSRF-Token')).toBe('token-1')
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/))
  })

  it('tells the user when logging out fails', async () => {
    stubFetch({
      'GET /api/csrf-token': json({ csrfToken: 'token-1' }),
      'POST /api/auth/logout': new Response('', { status: 500, statusText: 'Internal Server Error' }),
    })
    renderHeader(TEST_USER)
    const user = userEvent.setup()

    await user.click(screen.getByRole('button', { name: 'Open account menu' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }))

    expect(await screen.findByText('Logout failed')).toBeInTheDocument()
    expect(screen.getByText('Could not log out. Please try again.')).toBeInTheDocument()
    expect(screen.getAllByTestId('credit-count')[0]).toBeInTheDocument()
  })

  it('shows each menu button as closed before its menu code has loaded', () => {
    renderHeader(TEST_USER)

    for (const [name, popup] of [
      ['Blog', 'menu'],
      ['Open account menu', 'menu'],
      ['Open menu', 'dialog'],
    ]) {
      const button = screen.getByRole('button', { name })
      expect(button).toHaveAttribute('aria-haspopup', popup)
      expect(button).toHaveAttribute('aria-expanded', 'false')
    }
  })

  it('opens the account menu from the keyboard with its first item focused, and returns focus on Escape', async () => {
    renderHeader(TEST_USER)
    const user = userEvent.setup()

    screen.getByRole('button', { name: 'Open account menu' }).focus()
    await user.keyboard('{Enter}')

    const menu = await screen.findByRole('menu')
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Dashboard' })).toHaveFocus())
    await user.keyboard('{ArrowDown}')
    expect(within(menu).getByRole('menuitem', { name: 'My Images' })).toHaveFocus()

    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument())
    const button = screen.getByRole('button', { name: 'Open account menu' })
    expect(button).toHaveFocus()
    expect(button).toHaveAttribute('aria-expanded', 'false')
  })

  it('opens the Blog menu with ArrowDown', async () => {
    renderHeader(null)
    const user = userEvent.setup()

    screen.getByRole('button', { name: 'Blog' }).focus()
    await user.keyboard('{ArrowDown}')

    const menu = await screen.findByRole('menu')
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'All Articles' })).toHaveFocus())
  })

  it('lists the account pages before the blog in the slide-in menu', async () => {
    renderHeader(TEST_USER)
    const user = userEvent.setup()

    await user.click(screen.getByRole('button', { name: 'Open menu' }))

    const nav = within(await screen.findByRole('dialog')).getByRole('navigation', { name: 'Mobile' })
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'))
    const firstArticle = Math.min(...['/blog', '/article'].map((href) => links.indexOf(href)).filter((at) => at >= 0))
    for (const page of ['/dashboard', '/sent', '/reminders']) {
      expect(links.indexOf(page)).toBeGreaterThanOrEqual(0)
      expect(links.indexOf(page)).toBeLessThan(firstArticle)
    }
  })

  it('opens the slide-in menu, and it closes again', async () => {
    renderHeader(null)
    const user = userEvent.setup()

    await user.click(screen.getByRole('button', { name: 'Open menu' }))

    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByRole('navigation', { name: 'Mobile' })).toBeInTheDocument()
    expect(within(dialog).getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup')
    expect(screen.getByRole('button', { name: 'Open menu', hidden: true })).toHaveAttribute('aria-expanded', 'true')

    await user.click(within(dialog).getByRole('button', { name: 'Close menu' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus()

    await user.click(screen.getByRole('button', { name: 'Open menu' }))
    expect(await screen.findByRole('dialog')).toBeInTheDocument()
  })
})
