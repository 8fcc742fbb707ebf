import { useParams } from 'react-router'
import { Button } from '@/components/ui/button'
import { ApiError } from '@/lib/api-client'
import { useSignInGate } from '@/hooks/use-sign-in-gate'
import { useDemoCheckout } from '../api/get-demo-checkout'
import { CheckoutMessage } from '../components/checkout-message'
import { DemoCheckoutCard } from '../components/demo-checkout-card'
import { PageLoading } from '../components/page-loading'
import { usePageRestored } from '../hooks/use-page-restored'

/** /checkout/demo/:sessionId: the payment page used when the server runs with demo payments. */
export function DemoCheckoutRoute() {
  const { sessionId = '' } = useParams()
  const auth = useSignInGate()
  const checkout = useDemoCheckout(sessionId, { enabled: auth.status === 'authenticated' })
  // Back from the purchase page: the checkout has been paid or canceled since, so ask again.
  usePageRestored(() => void checkout.refetch())

  return (
    <div className="mx-auto w-full max-w-lg px-4 py-10 sm:py-16">
      <DemoCheckoutContent key={checkout.dataUpdatedAt} checkout={checkout} />
    </div>
  )
}

function DemoCheckoutContent({ checkout }: { checkout: ReturnType<typeof useDemoCheckout> }) {
  if (checkout.isPending) return <PageLoading label="Loading your checkout..." />
  if (checkout.isError) {
    if (checkout.error instanceof ApiError && checkout.error.status === 404) {
      return (
        <CheckoutMessage
          title="This checkout session does not exist"
          description="The link may be mistyped, or the checkout belongs to another account. Choose a package again to start a new checkout."
        />
      )
    }
    return (
      <CheckoutMessage title="We couldn't load this checkout" description="Please check your connection and try again.">
        <Button variant="outline" onClick={() => void checkout.refetch()}>
          Try again
        </Button>
      </CheckoutMessage>
    )
  }
  if (checkout.data.status === 'paid') {
    return (
      <CheckoutMessage
        title="This checkout is already paid"
        description={`The ${checkout.data.packageName} credits are on your account. There is nothing more to do here.`}
      />
    )
  }
  if (checkout.data.status === 'canceled') {
    return (
      <CheckoutMessage
        title="This checkout was canceled"
        description="No payment was taken. Choose a package again whenever you're ready."
      />
    )
  }
  return <DemoCheckoutCard checkout={checkout.data} />
}

