import { creditsLabel } from '@/lib/credits-label'
import { QUALITIES, SIZES, type Pricing } from '@/lib/pricing'
import { QUALITY_LABELS, SIZE_LABELS } from './credit-usage-labels'

/** Quality by size, as on the generator: hidden on phones, where the list form fits better. */
export function CreditUsageTable({ pricing }: { pricing: Pricing | undefined }) {
  return (
    <div className="hidden overflow-x-auto rounded-xl border bg-card shadow-card sm:block">
      <table className="w-full text-sm" aria-busy={!pricing}>
        <caption className="sr-only">Credits per image by quality (rows) and size (columns)</caption>
        <thead className="bg-muted/60">
          <tr className="border-b">
            <th scope="col" className="px-4 py-3 text-left font-semibold">
              Quality
            </th>
            {SIZES.map((size) => (
              <th key={size} scope="col" className="px-4 py-3 text-right font-semibold whitespace-nowrap">
                {SIZE_LABELS[size].size}
                <span className="block text-xs font-normal text-muted-foreground">{SIZE_LABELS[size].shape}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {QUALITIES.map((quality) => (
            <tr key={quality} className="border-b last:border-0">
              <th scope="row" className="px-4 py-3 text-left font-semibold">
                {QUALITY_LABELS[quality]}
              </th>
              {SIZES.map((size) => (
                <td key={size} className="px-4 py-3 text-right tabular-nums">
                  {pricing ? (
                    creditsLabel(pricing.costs[quality][size])
                  ) : (
                    <span aria-hidden className="ml-auto block h-4 w-16 animate-pulse rounded bg-muted" />
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
