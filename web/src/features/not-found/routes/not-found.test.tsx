import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderRoute } from '@/testing/render'
import { NotFoundRoute } from './not-found'

describe('Not-found page', () => {
  it('explains the problem and offers the main destinations', () => {
    renderRoute({ path: '/missing', element: <NotFoundRoute />, url: '/missing', user: null })

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('404 Page Not Found')
    expect(screen.getByText(/moved, deleted, or never existed/)).toBeInTheDocument()
    for (const [name, href] of [
      ['Home', '/'],
      ['Create Card', '/create'],
      ['Gallery', '/gallery'],
      ['Create Image', '/generate'],
      ['Help Center', '/help'],
      ['About Cardsmith', '/about'],
    ]) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href)
    }
  })
})
