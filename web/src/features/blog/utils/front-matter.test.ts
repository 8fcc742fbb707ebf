import { describe, expect, it } from 'vitest'
import { parseFrontMatter } from './front-matter'

describe('parseFrontMatter', () => {
  it('reads strings, numbers, booleans and lists, and returns the body after the fence', () => {
    const source = [
      '---',
      'slug: thank-you-cards',
      'title: Thank-You Cards: Templates and Timing',
      'excerpt: "Quoted, with a comma"',
      'readTime: 6 min read',
      'order: 3',
      'featured: false',
      "tags: [thank you, 'etiquette', templates]",
      'empty: []',
      '---',
      '# Heading',
      '',
      'Body text.',
    ].join('\n')

    expect(parseFrontMatter(source)).toEqual({
      data: {
        slug: 'thank-you-cards',
        // Only the first colon separates key and value.
        title: 'Thank-You Cards: Templates and Timing',
        excerpt: 'Quoted, with a comma',
        readTime: '6 min read',
        order: 3,
        featured: false,
        tags: ['thank you', 'etiquette', 'templates'],
        empty: [],
      },
      body: '# Heading\n\nBody text.',
    })
  })

  it('accepts Windows line endings', () => {
    expect(parseFrontMatter('---\r\nfeatured: true\r\n---\r\nHi')).toEqual({ data: { featured: true }, body: 'Hi' })
  })

  it('treats a file without front matter as all body', () => {
    expect(parseFrontMatter('Just text\n---\nmore')).toEqual({ data: {}, body: 'Just text\n---\nmore' })
  })

  it('rejects malformed lines, repeated keys and unclosed lists instead of guessing', () => {
    expect(() => parseFrontMatter('---\njust words\n---\n')).toThrow(/key: value/)
    expect(() => parseFrontMatter('---\na: 1\na: 2\n---\n')).toThrow(/twice/)
    expect(() => parseFrontMatter('---\ntags: [a, b\n---\n')).toThrow(/Unclosed/)
  })
})
