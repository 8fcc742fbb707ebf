import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderRoute } from '@/testing/render'
import { TutorialsRoute } from './tutorials'

describe('TutorialsRoute', () => {
  it('shows one tutorial per tab', async () => {
    const user = userEvent.setup()
    renderRoute({ path: '/tutorials', element: <TutorialsRoute />, url: '/tutorials', user: null })

    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent)
    expect(tabs).toEqual(['Getting Started', 'Creating Cards', 'Advanced Prompting'])
    expect(screen.getByRole('heading', { level: 2, name: 'Getting Started' })).toBeInTheDocument()

    await user.click(screen.getByRole('tab', { name: 'Creating Cards' }))

    expect(screen.getByRole('heading', { level: 3, name: '6. Review' })).toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: 'Related pages' })).toBeInTheDocument()
  })
})
