import { Check, LoaderCircle, Sparkles } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { creditsLabel } from '@/lib/credits-label'
import { formatUsd } from '@/lib/money'
import { cn } from '@/lib/utils'
import type { CreditPackage } from '../api/get-credit-packages'
import type { Checkout } from '../hooks/use-checkout'

interface PricingCardProps {
  pkg: CreditPackage
  checkout: Checkout
  /** No package on sale costs less per credit: the popular one may say so. */
  bestValue: boolean
}

/** One credit package with its Buy Now button (visitors are asked to log in first). */
export function PricingCard({ pkg, checkout, bestValue }: PricingCardProps) {
  const processing = checkout.pendingPackageId === pkg.id
  const busy = checkout.pendingPackageId !== null || !checkout.ready
  const perks = [...pkg.features, `${pkg.validityDays}-day credit validity`]
  if (pkg.popular && bestValue) perks.push('Best value for money')
  const titleId = `package-${pkg.id}-name`

  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'relative flex flex-col rounded-xl border bg-card p-6 shadow-card sm:p-7',
        pkg.popular && 'border-primary/60 ring-2 ring-primary/70 lg:-translate-y-2',
      )}
    >
      {pkg.popular ? (
        <span className="absolute -top-3.5 left-1/2 inline-flex -translate-x-1/2 items-center gap-1.5 rounded-full bg-primary px-3.5 py-1 text-xs font-semibold whitespace-nowrap text-primary-foreground shadow-sm">
          <Sparkles aria-hidden className="size-3.5" />
          Most Popular
        </span>
      ) : null}
      <h3 id={titleId} className="font-display text-2xl font-semibold text-plum">
        {pkg.name}
      </h3>
      <p className="mt-1.5 text-sm text-muted-foreground">{pkg.description}</p>
      <p className="mt-6 flex items-baseline gap-2">
        <span className="font-display text-4xl font-semibold tracking-tight text-foreground">{formatUsd(pkg.price)}</span>
        <span className="text-sm text-muted-foreground">one-time</span>
      </p>
      <p className="mt-2 inline-flex w-fit items-center rounded-full bg-accent-soft px-3 py-1 text-sm font-semibold text-plum">
        {creditsLabel(pkg.credits)}
      </p>
      <ul className="mt-6 mb-8 grid gap-3 text-sm">
        {perks.map((perk) => (
          <li key={perk} className="flex items-start gap-2.5">
            <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
            <span>{perk}</span>
          </li>
        ))}
      </ul>
      <Button
        size="lg"
        variant={pkg.popular ? 'default' : 'outline'}
        className="mt-auto w-full"
        disabled={busy}
        aria-busy={processing}
        onClick={() => checkout.start(pkg.id)}
      >
        {processing ? (
          <>
            <LoaderCircle aria-hidden className="animate-spin" />
            Processing...
          </>
        ) : (
          'Buy Now'
        )}
      </Button>
    </article>
  )
}
