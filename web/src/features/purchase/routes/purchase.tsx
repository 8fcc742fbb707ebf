import { Coins, Table2 } from 'lucide-react'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { useSignInGate } from '@/hooks/use-sign-in-gate'
import { AccountOverview } from '../components/account-overview'
import { CreditUsage } from '../components/credit-usage'
import { PageLoading } from '../components/page-loading'
import { PaymentsModeNotice } from '../components/payments-mode-notice'
import { PricingCards } from '../components/pricing-cards'
import { PurchaseFaq } from '../components/purchase-faq'
import { useAutoCheckout } from '../hooks/use-auto-checkout'
import { useCheckout } from '../hooks/use-checkout'
import { usePaymentReturn } from '../hooks/use-payment-return'

/** Buy Credits and Pricing; also where the payment page returns to (/purchase/success, /purchase/cancel). */
export function PurchaseRoute() {
  const auth = useSignInGate()
  const signedIn = auth.status === 'authenticated'
  const checkout = useCheckout()
  usePaymentReturn(signedIn)
  useAutoCheckout(checkout, signedIn)

  if (!signedIn) return <PageLoading label="Loading your account..." />

  return (
    <div className="relative isolate">
      <div
        aria-hidden
        className="absolute inset-x-0 top-0 -z-10 h-80 bg-[radial-gradient(50rem_20rem_at_15%_-20%,#fde4dc_0%,transparent_65%),radial-gradient(40rem_20rem_at_95%_0%,#fff0cc_0%,transparent_60%)]"
      />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:px-6 sm:py-14 [&>*]:min-w-0">
        <header className="max-w-2xl">
          <p className="text-sm font-semibold tracking-wider text-primary uppercase">Pricing</p>
          <h1 className="mt-2 font-display text-4xl font-semibold tracking-tight text-plum sm:text-5xl">Buy Credits</h1>
          <p className="mt-3 text-lg text-muted-foreground">
            Credits power every card and image you create. Pick a package and your credits are added the moment your
            payment completes.
          </p>
        </header>
        <div className="grid gap-4">
          <AccountOverview />
          <PaymentsModeNotice />
        </div>
        <Tabs defaultValue="packages">
          <TabsList aria-label="Pricing" className="max-w-full overflow-x-auto">
            <TabsTrigger value="packages">
              <Coins aria-hidden />
              Credit Packages
            </TabsTrigger>
            <TabsTrigger value="usage">
              <Table2 aria-hidden />
              Credit Usage
            </TabsTrigger>
          </TabsList>
          <TabsContent value="packages">
            <PricingCards checkout={checkout} />
          </TabsContent>
          <TabsContent value="usage">
            <CreditUsage />
          </TabsContent>
        </Tabs>
        <PurchaseFaq />
      </div>
    </div>
  )
}
