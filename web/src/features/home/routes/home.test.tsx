import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderRoute, TEST_USER } from '@/testing/render'
import { HomeRoute } from './home'

describe('Home', () => {
  it('invites visitors to sign up and explains the three steps', () => {
    renderRoute({ path: '/', element: <HomeRoute />, url: '/', user: null })

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Create custom images for any occasion')
    expect(screen.getByRole('link', { name: /Sign Up & Create/ })).toHaveAttribute('href', '/signup')
    expect(screen.getByText(/10 free credits/)).toBeInTheDocument()
    expect(document.getElementById('how-it-works')).toBeInTheDocument()
    expect(screen.getAllByRole('listitem')).toHaveLength(3)
  })

  it('sends signed-in users straight to the generator', () => {
    renderRoute({ path: '/', element: <HomeRoute />, url: '/', user: TEST_USER })

    expect(screen.getByRole('link', { name: /Create Your First Image/ })).toHaveAttribute('href', '/generate')
    expect(screen.queryByRole('link', { name: /Sign Up & Create/ })).not.toBeInTheDocument()
  })
})
