import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { LocationProbe, renderRoute } from '@/testing/render'
import { PROMPT_GROUPS } from '../data/prompt-groups'
import { PromptsRoute } from './prompts'

function renderPrompts() {
  return renderRoute({
    path: '/prompts',
    element: <PromptsRoute />,
    url: '/prompts',
    user: null,
    extraRoutes: [{ path: '/generate', element: <LocationProbe /> }],
  })
}

const first = PROMPT_GROUPS[0].examples[0]

describe('PromptsRoute', () => {
  it('shows the six groups', () => {
    renderPrompts()
    const groups = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)
    expect(groups).toEqual(['Birthday', 'Holiday', 'Thank You', 'Congratulations', 'Seasonal', 'Artistic Style'])
  })

  it('copies a prompt to the clipboard and says so', async () => {
    const user = userEvent.setup()
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined)
    renderPrompts()

    await user.click(screen.getByRole('button', { name: `Copy Prompt: ${first.title}` }))

    expect(writeText).toHaveBeenCalledWith(first.prompt)
    expect(await screen.findByText('Copied to clipboard')).toBeInTheDocument()
    expect(screen.getByText('Prompt copied successfully')).toBeInTheDocument()
  })

  it('tells the reader when the browser refuses the clipboard', async () => {
    const user = userEvent.setup()
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'))
    renderPrompts()

    await user.click(screen.getByRole('button', { name: `Copy Prompt: ${first.title}` }))

    expect(await screen.findByText('Copy failed')).toBeInTheDocument()
  })

  it('opens the image generator with the prompt filled in', async () => {
    const user = userEvent.setup()
    renderPrompts()

    await user.click(screen.getByRole('link', { name: `Use this prompt: ${first.title}` }))

    const location = await screen.findByTestId('location')
    const url = new URL(location.textContent ?? '', 'https://cardsmith.example')
    expect(url.pathname).toBe('/generate')
    expect(url.searchParams.get('prompt')).toBe(first.prompt)
  })
})
