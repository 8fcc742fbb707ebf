import type { ContentNode } from '@/components/content/content-tree'

/** The legal pages: titles here, text in content/*.md, each loaded only when its page opens. */

export const LEGAL_PAGES = {
  terms: { title: 'Terms of Service', intro: 'The rules for using Cardsmith, in plain language.' },
  privacy: { title: 'Privacy Policy', intro: 'What we keep about you, why, how to get a copy, and how to delete it.' },
  copyright: { title: 'Copyright', intro: 'Who owns what, and how to report infringement.' },
  'content-policy': { title: 'Content Policy', intro: 'What you can and cannot create with Cardsmith.' },
} as const

export type LegalPageId = keyof typeof LEGAL_PAGES

// Each file made into a content tree at build time (scripts/content-plugin.ts).
const texts = import.meta.glob<ContentNode[]>('../content/*.md', { query: '?content', import: 'default' })

export async function loadLegalText(id: LegalPageId): Promise<ContentNode[]> {
  const load = texts[`../content/${id}.md`]
  if (!load) throw new Error(`No text for legal page ${id}`)
  return load()
}
