import { Alert } from '@/components/ui/alert'
import { formatCredits } from '@/lib/format'
import { QUALITIES, SIZES, usePricing } from '@/lib/pricing'
import { cn } from '@/lib/utils'
import { PINNED_CELL, PINNED_HEADER, ScrollTable } from './scroll-table'

/** Credits per image by quality and size, read from the server: the table every call is charged by. */
export function CostTable() {
  const pricing = usePricing()
  if (pricing.isError) return <Alert>We couldn't load the price table. Please reload the page.</Alert>
  if (!pricing.data) return <div aria-hidden className="h-48 animate-pulse rounded-lg bg-muted/70" />
  const { costs } = pricing.data
  return (
    <ScrollTable label="Price table" pinnedFirstColumn>
      <table className="w-full text-sm">
        <caption className="sr-only">Credits per image, by quality and size</caption>
        <thead>
          <tr className="border-b bg-muted/50 text-left">
            <th scope="col" className={cn(PINNED_CELL, PINNED_HEADER, 'px-3 py-2 font-semibold')}>
              Quality
            </th>
            {SIZES.map((size) => (
              <th key={size} scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
                <code className="font-mono text-xs">{size}</code>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {QUALITIES.map((quality) => (
            <tr key={quality} className="border-b last:border-0">
              <th scope="row" className={cn(PINNED_CELL, 'px-3 py-2 text-left font-semibold')}>
                <code className="font-mono text-xs">{quality}</code>
              </th>
              {SIZES.map((size) => (
                <td key={size} className="px-3 py-2 tabular-nums">
                  {formatCredits(costs[quality][size])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  )
}
