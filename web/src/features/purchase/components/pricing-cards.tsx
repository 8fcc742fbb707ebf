import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { useCreditPackages, type CreditPackage } from '../api/get-credit-packages'
import type { Checkout } from '../hooks/use-checkout'
import { PricingCard } from './pricing-card'

/** Whether no package on sale costs less per credit than `pkg`: "Best value for money" must be
 * true of the package that says it, whatever the packages file holds. */
function isBestValue(pkg: CreditPackage, packages: CreditPackage[]): boolean {
  const perCredit = (p: CreditPackage) => p.price / p.credits
  return packages.every((other) => perCredit(pkg) <= perCredit(other))
}

/** Every package on sale, three to a row on wide screens. */
export function PricingCards({ checkout }: { checkout: Checkout }) {
  const packages = useCreditPackages()

  if (packages.isPending) {
    return (
      <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" aria-busy="true" aria-label="Loading credit packages">
        {[0, 1, 2].map((index) => (
          <div key={index} className="h-[26rem] animate-pulse rounded-xl border bg-muted/60" />
        ))}
      </div>
    )
  }
  if (packages.isError) {
    return (
      <Alert>
        <p>We couldn't load the credit packages. Please check your connection and try again.</p>
        <Button variant="link" className="mt-1 h-auto text-destructive" onClick={() => void packages.refetch()}>
          Try again
        </Button>
      </Alert>
    )
  }
  return (
    <div className="grid gap-8 pt-3 md:grid-cols-2 lg:grid-cols-3 lg:gap-6">
      {packages.data.map((pkg) => (
        <PricingCard key={pkg.id} pkg={pkg} checkout={checkout} bestValue={isBestValue(pkg, packages.data)} />
      ))}
    </div>
  )
}
