import type { ContentNode } from '@/components/content/content-tree'
import { RichText } from '@/components/content/rich-text'
import { StaticPageLayout } from '../components/static-page-layout'
import { LEGAL_LAST_UPDATED } from '../data/related-links'
import { LEGAL_PAGES, type LegalPageId } from '../data/legal-pages'

/** A legal page; its text arrives with the route's code (see router.tsx). */
export function LegalPageRoute({ id, text }: { id: LegalPageId; text: ContentNode[] }) {
  const { title, intro } = LEGAL_PAGES[id]
  return (
    <StaticPageLayout title={title} intro={intro} lastUpdated={LEGAL_LAST_UPDATED}>
      <RichText className="max-w-3xl text-foreground/90" content={text} />
    </StaticPageLayout>
  )
}
