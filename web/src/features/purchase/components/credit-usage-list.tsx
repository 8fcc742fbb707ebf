import { creditsLabel } from '@/lib/credits-label'
import { QUALITIES, SIZES, type Pricing } from '@/lib/pricing'
import { QUALITY_LABELS, SIZE_LABELS } from './credit-usage-labels'

/** The price table for phones: one small card per quality instead of five columns. */
export function CreditUsageList({ pricing }: { pricing: Pricing }) {
  return (
    <ul className="grid gap-3 sm:hidden">
      {QUALITIES.map((quality) => (
        <li key={quality} className="rounded-xl border bg-card p-4 shadow-card">
          <p className="font-semibold text-plum">{QUALITY_LABELS[quality]} quality</p>
          <dl className="mt-3 grid gap-2 text-sm min-[420px]:grid-cols-2 min-[420px]:gap-x-6">
            {SIZES.map((size) => (
              <div key={size} className="flex items-baseline justify-between gap-2">
                <dt className="text-muted-foreground">{SIZE_LABELS[size].shape}</dt>
                <dd className="font-semibold whitespace-nowrap tabular-nums">
                  {creditsLabel(pricing.costs[quality][size])}
                </dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  )
}
