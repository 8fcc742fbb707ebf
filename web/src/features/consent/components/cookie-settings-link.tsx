import { openConsentSettings } from '../consent-store'
import { useMeasurementId } from '../hooks/use-measurement-id'

/** The footer's way back to the cookie banner; shown only where there is analytics to allow. */
export function CookieSettingsLink({ className }: { className?: string }) {
  const measurementId = useMeasurementId()
  if (measurementId === null) return null
  return (
    <button type="button" className={className} onClick={openConsentSettings}>
      Cookie settings
    </button>
  )
}
