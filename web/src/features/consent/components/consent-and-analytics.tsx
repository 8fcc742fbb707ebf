import { lazy, Suspense, useEffect } from 'react'
import { ANALYTICS_START_DELAY_MS, CONSENT_CHECK_DELAY_MS, disableAnalytics, enableAnalytics } from '@/lib/analytics'
import { useConsent } from '../consent-store'
import { useAfterPageLoad } from '../hooks/use-after-page-load'
import { useMeasurementId } from '../hooks/use-measurement-id'
import { usePageViews } from '../hooks/use-page-views'

// Only a deployment with analytics ever shows the banner: its code loads when it does.
const ConsentBanner = lazy(() => import('./consent-banner').then((module) => ({ default: module.ConsentBanner })))

/**
 * Mounted once around every page. Analytics starts 1 s after the page loads, and only when
 * the deployment has a measurement id and the visitor accepted; the banner asks 2 s after
 * load when they have not answered yet. Without a measurement id there is nothing to ask.
 */
export function ConsentAndAnalytics() {
  const measurementId = useMeasurementId()
  const { choice, settingsOpen } = useConsent()
  const analyticsDue = useAfterPageLoad(ANALYTICS_START_DELAY_MS)
  const consentDue = useAfterPageLoad(CONSENT_CHECK_DELAY_MS)
  usePageViews()

  const allowed = analyticsDue && measurementId !== null && choice === 'granted'
  useEffect(() => {
    if (allowed && measurementId) enableAnalytics(measurementId)
    else disableAnalytics()
  }, [allowed, measurementId])

  const asking = measurementId !== null && (settingsOpen || (consentDue && choice === null))
  return asking ? (
    <Suspense fallback={null}>
      <ConsentBanner choice={choice} reopened={settingsOpen} />
    </Suspense>
  ) : null
}
