import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { useAuth } from '@/lib/auth'
import { usePricing } from '@/lib/pricing'
import { CardWizard } from './card-wizard'
import { WizardSkeleton } from './wizard-skeleton'

/** The wizard needs the prices (quality and size defaults, costs, the options the image model
 * offers) and the session (whether a restored wizard greets a returning user) before it starts. */
export function WizardLoader() {
  const auth = useAuth()
  const pricing = usePricing()
  if (auth.status === 'loading' || pricing.isPending) return <WizardSkeleton />
  if (pricing.isError) {
    return (
      <Alert className="mx-auto max-w-xl">
        <p>We couldn't load the card options. Please check your connection and try again.</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => void pricing.refetch()}>
          Try again
        </Button>
      </Alert>
    )
  }
  return <CardWizard pricing={pricing.data} />
}
