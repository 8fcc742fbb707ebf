import { describe, expect, it } from 'vitest'
import { contentText } from '@/components/content/content-tree'
import { articleSlugs, loadArticle } from './article-files'
import { articleMetas } from './articles'
import { BLOG_CATEGORIES } from './categories'

const wordCount = (text: string) => text.split(/\s+/).filter((word) => /\w/.test(word)).length

describe('blog articles', () => {
  it('include the route table’s six slugs and give every category at least one article', () => {
    expect(articleSlugs).toEqual(
      expect.arrayContaining([
        'article',
        'holiday-greeting-cards',
        'birthday-card-messages',
        'wedding-congratulations',
        'sympathy-cards-guide',
        'thank-you-cards',
      ]),
    )
    for (const category of BLOG_CATEGORIES) {
      expect(articleMetas.some((article) => article.category === category), category).toBe(true)
    }
  })

  it('are substantial: at least 800 words each', async () => {
    for (const slug of articleSlugs) {
      const { meta, body } = await loadArticle(slug)
      expect(meta.slug).toBe(slug)
      expect(wordCount(contentText(body)), slug).toBeGreaterThanOrEqual(800)
    }
  })
})
