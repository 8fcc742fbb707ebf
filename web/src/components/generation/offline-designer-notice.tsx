import { Palette } from 'lucide-react'
import { useId } from 'react'
import { useSiteInfo } from '@/lib/site-info'
import { cn } from '@/lib/utils'

/**
 * Says plainly, on every screen where a customer describes a picture or gets one back, that the
 * built-in offline designer makes it: a designed card from the occasion, style and words, with
 * the everyday things the description names drawn as simple motifs. Without it a customer would
 * take the result for art an AI drew to their words. Shows nothing until the site info says so (nor while it loads), so
 * a site with a real image model never flashes it.
 */
export function OfflineDesignerNotice({ className }: { className?: string }) {
  const siteInfo = useSiteInfo()
  const titleId = useId()
  if (siteInfo.data?.offlineDesigner !== true) return null
  return (
    <div
      role="note"
      aria-labelledby={titleId}
      className={cn(
        'flex items-start gap-3 rounded-lg border border-accent/60 bg-accent-soft px-4 py-3 text-sm text-plum',
        className,
      )}
    >
      <Palette aria-hidden className="mt-0.5 size-4 shrink-0 text-[#b7800f]" />
      <div className="grid min-w-0 gap-1">
        <p>
          <strong id={titleId} className="font-semibold">
            Offline designer.
          </strong>{' '}
          This site's built-in designer makes a designed card from your occasion, style and words. It draws everyday
          things you name, like a fox, a lake or sunflowers, as simple motifs: art drawn to your description takes an
          image model.
        </p>
        {/* For whoever runs the site, not the customer: small, and last. */}
        <p className="text-xs text-muted-foreground">
          Running this site? <code className="font-mono">docs/providers.md</code> shows how to connect one.
        </p>
      </div>
    </div>
  )
}
