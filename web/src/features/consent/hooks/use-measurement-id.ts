import { measurementIdOf } from '@/lib/analytics'
import { useSiteInfo } from '@/lib/site-info'

/** The analytics measurement id this deployment is configured with; null for none (then
 * there is nothing to consent to, and no banner). */
export function useMeasurementId(): string | null {
  const { data: site } = useSiteInfo()
  return measurementIdOf(site)
}
