import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderRoute } from '@/testing/render'
import { articleMetas } from '../data/articles'
import { BlogRoute } from './blog'

function renderBlog(url = '/blog') {
  return renderRoute({ path: '/blog', element: <BlogRoute />, url, user: null })
}

const section = (name: string) => screen.getByRole('region', { name })
const cardLinks = (region: HTMLElement) =>
  within(region)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'))

describe('BlogRoute', () => {
  it('shows featured articles, then the rest under All Articles, each linking to /{slug}', () => {
    renderBlog()

    expect(screen.getByRole('heading', { level: 1, name: 'Articles & Guides' })).toBeInTheDocument()
    const featured = articleMetas.filter((article) => article.featured)
    expect(featured.length).toBeGreaterThan(0)
    expect(cardLinks(section('Featured Articles'))).toEqual(featured.map((article) => `/${article.slug}`))
    expect(cardLinks(section('All Articles'))).toEqual(
      articleMetas.filter((article) => !article.featured).map((article) => `/${article.slug}`),
    )
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true')
  })

  it('filters by category and hides the featured section', async () => {
    const user = userEvent.setup()
    renderBlog()

    await user.click(screen.getByRole('button', { name: 'Sympathy Cards' }))

    expect(screen.getByRole('button', { name: 'Sympathy Cards' })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.queryByRole('region', { name: 'Featured Articles' })).not.toBeInTheDocument()
    expect(cardLinks(section('All Articles'))).toEqual(['/sympathy-cards-guide'])
  })

  it('searches, shows Search Results, and says so when nothing matches', async () => {
    const user = userEvent.setup()
    renderBlog()

    await user.type(screen.getByPlaceholderText('Search articles...'), 'anniversary')
    expect(screen.queryByRole('region', { name: 'Featured Articles' })).not.toBeInTheDocument()
    expect(cardLinks(section('Search Results'))).toContain('/anniversary-card-messages')

    await user.clear(screen.getByPlaceholderText('Search articles...'))
    await user.type(screen.getByPlaceholderText('Search articles...'), 'zebra spaceship')
    expect(screen.getByText('No articles found matching your criteria.')).toBeInTheDocument()
  })

  it('restores the search and category from the URL', () => {
    renderBlog('/blog?q=etiquette&category=Thank+You+Cards')

    expect(screen.getByPlaceholderText('Search articles...')).toHaveValue('etiquette')
    expect(screen.getByRole('button', { name: 'Thank You Cards' })).toHaveAttribute('aria-pressed', 'true')
    expect(cardLinks(section('Search Results'))).toEqual(['/thank-you-cards'])
  })
})
