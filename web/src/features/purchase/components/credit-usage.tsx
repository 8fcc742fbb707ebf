import { Alert } from '@/components/ui/alert'
import { usePricing } from '@/lib/pricing'
import { CreditUsageList } from './credit-usage-list'
import { CreditUsageTable } from './credit-usage-table'

/** Credits per image by quality and size: the same table every estimate and charge uses. */
export function CreditUsage() {
  const pricing = usePricing()
  return (
    <div className="grid gap-5">
      <div>
        <h2 className="font-display text-2xl font-semibold text-plum">What an image costs</h2>
        <p className="mt-1.5 max-w-2xl text-muted-foreground">
          Each image costs credits according to its quality and size. You always see the cost before you create, and a
          generation that fails is refunded automatically.
        </p>
      </div>
      {pricing.isError ? (
        <Alert>We couldn't load the price table. Please reload the page.</Alert>
      ) : (
        <>
          {pricing.data ? <CreditUsageList pricing={pricing.data} /> : null}
          <CreditUsageTable pricing={pricing.data} />
        </>
      )}
    </div>
  )
}
