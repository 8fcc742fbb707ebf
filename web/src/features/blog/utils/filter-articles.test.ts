import { describe, expect, it } from 'vitest'
import { articleMeta } from '../testing/fixtures'
import { filterArticles } from './filter-articles'

const birthday = articleMeta({ slug: 'birthday', title: 'Birthday Card Messages', featured: true, tags: ['milestones'] })
const sympathy = articleMeta({ slug: 'sympathy', title: 'Sympathy Cards', category: 'Sympathy Cards', tags: ['grief'] })
const prompts = articleMeta({
  slug: 'prompts',
  title: 'Prompts and Quality',
  category: 'AI Technology',
  excerpt: 'How size shapes a picture.',
})
const all = [birthday, sympathy, prompts]

const slugs = (list: { slug: string }[]) => list.map((article) => article.slug)

describe('filterArticles', () => {
  it('shows featured articles separately only with no search text and the All category', () => {
    const listing = filterArticles(all, '', 'All')
    expect(slugs(listing.featured)).toEqual(['birthday'])
    expect(listing.heading).toBe('All Articles')
    expect(slugs(listing.articles)).toEqual(['sympathy', 'prompts'])

    // Whitespace is no search text.
    expect(slugs(filterArticles(all, '   ', 'All').featured)).toEqual(['birthday'])
  })

  it('lists every article of a category, featured ones included, under All Articles', () => {
    const listing = filterArticles(all, '', 'Birthday Cards')
    expect(listing.featured).toEqual([])
    expect(listing.heading).toBe('All Articles')
    expect(slugs(listing.articles)).toEqual(['birthday'])
  })

  it('searches title, excerpt, category and tags, case-insensitively, needing every word', () => {
    expect(slugs(filterArticles(all, 'MESSAGES', 'All').articles)).toEqual(['birthday'])
    expect(slugs(filterArticles(all, 'size', 'All').articles)).toEqual(['prompts'])
    expect(slugs(filterArticles(all, 'ai technology', 'All').articles)).toEqual(['prompts'])
    expect(slugs(filterArticles(all, 'grief', 'All').articles)).toEqual(['sympathy'])
    expect(slugs(filterArticles(all, 'grief birthday', 'All').articles)).toEqual([])

    const listing = filterArticles(all, 'cards', 'All')
    expect(listing.heading).toBe('Search Results')
    expect(listing.featured).toEqual([])
    expect(slugs(listing.articles)).toEqual(['birthday', 'sympathy'])
  })

  it('combines the search with the category', () => {
    expect(slugs(filterArticles(all, 'cards', 'Sympathy Cards').articles)).toEqual(['sympathy'])
    expect(filterArticles(all, 'grief', 'Birthday Cards').articles).toEqual([])
  })
})
