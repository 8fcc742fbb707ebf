import { ClosingCta } from '../components/closing-cta'
import { ExamplesSection } from '../components/examples-section'
import { Hero } from '../components/hero'
import { HowItWorks } from '../components/how-it-works'
import { PricingSection } from '../components/pricing-section'
import { TwoWaysToCreate } from '../components/two-ways-to-create'
import type { HomeEmbeds } from '../embeds'

/** The landing page. Above the fold only the hero, which needs no data and no images; every
 * later part loads as the visitor scrolls toward it. */
export function HomeRoute({ embeds }: { embeds: HomeEmbeds }) {
  return (
    <>
      <Hero />
      <ExamplesSection />
      <HowItWorks />
      <TwoWaysToCreate CardCreator={embeds.CardCreator} ImageGenerator={embeds.ImageGenerator} />
      <PricingSection CreditPackages={embeds.CreditPackages} CreditUsage={embeds.CreditUsage} />
      <ClosingCta />
    </>
  )
}
