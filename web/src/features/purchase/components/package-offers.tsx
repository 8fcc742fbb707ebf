import { useCheckout } from '../hooks/use-checkout'
import { PricingCards } from './pricing-cards'

/** The packages with working Buy Now buttons, for pages other than /purchase (the home page's
 * pricing): a visitor's Buy Now goes to log in and comes back to /purchase to pay. */
export function PackageOffers() {
  const checkout = useCheckout()
  return <PricingCards checkout={checkout} />
}
