import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { json, stubFetch } from '@/testing/fetch-stub'
import { renderRoute } from '@/testing/render'
import { SITE_INFO } from '@/testing/site-info'
import { QuietFooter } from './quiet-footer'
import { isQuietPage } from './quiet-pages'

describe('Quiet frame', () => {
  it.each([
    ['/c/abc123', true],
    ['/c/abc-123_x/', true],
    ['/c', false],
    ['/c/abc/card.pdf', false],
    ['/create', false],
    ['/copyright', false],
    ['/', false],
  ])('%s is a quiet page: %s', (pathname, quiet) => {
    expect(isQuietPage(pathname)).toBe(quiet)
  })

  it('offers to make your own card, with the legal links and no sign-in', () => {
    stubFetch({ 'GET /api/site': json(SITE_INFO) })
    renderRoute({ path: '/c/:token', element: <QuietFooter />, url: '/c/abc123', user: null })

    expect(screen.getByRole('link', { name: /Make your own card/ })).toHaveAttribute('href', '/create')
    expect(screen.getByRole('link', { name: /Made with Cardsmith/ })).toHaveAttribute('href', '/')
    const legal = screen.getByRole('navigation', { name: 'Legal' })
    expect(legal).toContainElement(screen.getByRole('link', { name: 'Privacy' }))
    expect(legal).toContainElement(screen.getByRole('link', { name: 'Terms' }))
    expect(screen.queryByRole('link', { name: /Log ?in|Sign up/i })).not.toBeInTheDocument()
  })
})
