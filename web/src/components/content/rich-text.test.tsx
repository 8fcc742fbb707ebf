import { render, screen, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { markdownToContent } from '../../../scripts/markdown-content'
import { contentLinks, contentText } from './content-tree'
import { RichText } from './rich-text'

function show(markdown: string) {
  const content = markdownToContent(markdown, 'test.md')
  const router = createMemoryRouter([{ path: '*', element: <RichText content={content} /> }])
  return render(<RouterProvider router={router} />)
}

describe('site content made from markdown at build time', () => {
  it('keeps headings, paragraphs, emphasis, quotes and rules', () => {
    const { container } = show(
      '## Choosing words\n\nKeep it **short** and *warm*.\n\n> A card is a hug by post.\n\n---\n\n### Last\n',
    )
    expect(screen.getByRole('heading', { level: 2, name: 'Choosing words' })).toHaveClass('font-display')
    expect(screen.getByRole('heading', { level: 3, name: 'Last' })).toBeInTheDocument()
    expect(container.querySelector('p strong')).toHaveTextContent('short')
    expect(container.querySelector('p em')).toHaveTextContent('warm')
    expect(container.querySelector('blockquote p')).toHaveTextContent('A card is a hug by post.')
    expect(container.querySelector('hr')).toBeInTheDocument()
  })

  it('puts a tight list’s items straight in their list, and a loose one’s in paragraphs', () => {
    const { container } = show('- one\n- two\n\n1. first\n\n2. second\n')
    const [bullets, numbers] = screen.getAllByRole('list')
    expect(within(bullets).getAllByRole('listitem').map((item) => item.innerHTML)).toEqual(['one', 'two'])
    expect(numbers.tagName).toBe('OL')
    expect(container.querySelectorAll('ol li > p')).toHaveLength(2)
  })

  it('opens site paths in the app and other addresses in a new tab', () => {
    show('[Create a card](/create) or read [the guide](https://example.com/guide).')
    expect(screen.getByRole('link', { name: 'Create a card' })).toHaveAttribute('href', '/create')
    expect(screen.getByRole('link', { name: 'Create a card' })).not.toHaveAttribute('target')
    const outside = screen.getByRole('link', { name: 'the guide' })
    expect(outside).toHaveAttribute('target', '_blank')
    expect(outside).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it('gives the text and the links for checks', () => {
    const content = markdownToContent('Write to [us](mailto:help@example.com), or see [help](/help).', 'test.md')
    expect(contentText(content)).toBe('Write to us, or see help.')
    expect(contentLinks(content)).toEqual(['mailto:help@example.com', '/help'])
  })

  it.each([
    ['raw HTML', 'Hello <b>there</b>', /raw is not allowed/],
    ['a page title', '# Title', /<h1> is not allowed/],
    ['an image', '![a cat](/cat.png)', /<img> is not allowed/],
    ['code', 'Run `make`', /<code> is not allowed/],
    ['a script address', '[click](javascript:alert(1))', /is not a page, a web address or an email/],
    ['a link title', '[help](/help "Help")', /<a> has title/],
  ])('fails the build on %s, naming the file', (_, markdown, reason) => {
    expect(() => markdownToContent(markdown, 'test.md')).toThrow(reason)
    expect(() => markdownToContent(markdown, 'test.md')).toThrow(/^test\.md: /)
  })
})
