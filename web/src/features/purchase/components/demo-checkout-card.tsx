import { CalendarClock, Coins, FlaskConical, LoaderCircle, Lock } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { getErrorMessage } from '@/lib/api-client'
import { creditsLabel } from '@/lib/credits-label'
import { formatUsd } from '@/lib/money'
import { toast } from '@/lib/toast'
import { COMPLETE_FAILED_FALLBACK, useCompleteDemoCheckout, type DemoOutcome } from '../api/complete-demo-checkout'
import type { DemoCheckout } from '../api/get-demo-checkout'

/** The built-in payment page: what is being bought, a clear demo warning, Pay and Cancel. */
export function DemoCheckoutCard({ checkout }: { checkout: DemoCheckout }) {
  const complete = useCompleteDemoCheckout()
  const [chosen, setChosen] = useState<DemoOutcome | null>(null)

  const finish = (outcome: DemoOutcome) => {
    setChosen(outcome)
    complete.mutate(
      { sessionId: checkout.id, outcome },
      {
        // Keep the buttons disabled while the browser moves on to the purchase page.
        onSuccess: ({ redirectUrl }) => window.location.assign(redirectUrl),
        onError: (error) => {
          setChosen(null)
          toast({ variant: 'destructive', title: 'Error', description: getErrorMessage(error, COMPLETE_FAILED_FALLBACK) })
        },
      },
    )
  }

  return (
    <Card>
      <CardHeader>
        <p className="flex items-center gap-2 text-sm font-semibold text-muted-foreground">
          <Lock aria-hidden className="size-4" />
          Cardsmith checkout
        </p>
        <CardTitle>Complete your purchase</CardTitle>
        <CardDescription>Review your order, then pay or cancel.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <dl className="grid gap-3 rounded-lg border bg-background p-4 text-sm sm:p-5">
          <Row label="Package" value={`${checkout.packageName} credit package`} />
          <Row icon={Coins} label="Credits" value={creditsLabel(checkout.credits)} />
          <Row icon={CalendarClock} label="Valid for" value={`${checkout.validityDays} days from purchase`} />
          <div className="mt-1 flex items-baseline justify-between border-t pt-4">
            <dt className="font-semibold">Total</dt>
            <dd className="font-display text-3xl font-semibold text-plum">{formatUsd(checkout.price)}</dd>
          </div>
        </dl>
        <div role="note" className="flex items-start gap-3 rounded-lg border border-accent/70 bg-accent-soft px-4 py-3 text-sm text-plum">
          <FlaskConical aria-hidden className="mt-0.5 size-4 shrink-0 text-[#b7800f]" />
          <p>
            <strong className="font-semibold">This is a demo checkout.</strong> No card is needed and no money moves.
            Paying adds the credits to your account just as a real purchase would.
          </p>
        </div>
        <div className="grid gap-3 sm:grid-cols-[1fr_auto]">
          <Button size="lg" disabled={chosen !== null} aria-busy={chosen === 'paid'} onClick={() => finish('paid')}>
            {chosen === 'paid' ? <LoaderCircle aria-hidden className="animate-spin" /> : null}
            {chosen === 'paid' ? 'Processing...' : `Pay ${formatUsd(checkout.price)} (demo)`}
          </Button>
          <Button
            size="lg"
            variant="outline"
            disabled={chosen !== null}
            aria-busy={chosen === 'canceled'}
            onClick={() => finish('canceled')}
          >
            {chosen === 'canceled' ? <LoaderCircle aria-hidden className="animate-spin" /> : null}
            Cancel
          </Button>
        </div>
      </CardContent>
    </Card>
  )
}

function Row({ icon: Icon, label, value }: { icon?: typeof Coins; label: string; value: string }) {
  return (
    <div className="flex items-center justify-between gap-4">
      <dt className="flex items-center gap-2 text-muted-foreground">
        {Icon ? <Icon aria-hidden className="size-4" /> : null}
        {label}
      </dt>
      <dd className="text-right font-semibold">{value}</dd>
    </div>
  )
}
