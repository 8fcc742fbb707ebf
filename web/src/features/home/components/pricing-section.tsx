import { cn } from '@/lib/utils'
import type { HomeEmbeds } from '../embeds'
import { LoadWhenNear } from './load-when-near'
import { SectionHeading } from './section-heading'

/** The #pricing anchor: the packages on sale and what an image costs. */
export function PricingSection({ CreditPackages, CreditUsage }: Pick<HomeEmbeds, 'CreditPackages' | 'CreditUsage'>) {
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="border-y bg-card/60 py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="pricing-title" eyebrow="Pricing" title="Pay only for what you create">
          Buy a package of credits once and spend them on any card or image. No subscription, and every new account
          starts with 10 free credits.
        </SectionHeading>
        <LoadWhenNear
          className="mt-12"
          placeholder={<Placeholder label="Loading credit packages" className="h-[96rem] md:h-[67rem] lg:h-[34rem]" />}
        >
          <CreditPackages />
        </LoadWhenNear>
        <LoadWhenNear className="mt-16" placeholder={<Placeholder label="Loading the price table" className="h-[55rem] sm:h-[22rem]" />}>
          <CreditUsage />
        </LoadWhenNear>
      </div>
    </section>
  )
}

/** About the height of what it stands for at each width (the packages stack on phones). */
function Placeholder({ label, className }: { label: string; className: string }) {
  return <div role="status" aria-busy="true" aria-label={label} className={cn('animate-pulse rounded-xl border bg-muted/60', className)} />
}
