import { queryOptions, useQuery } from '@tanstack/react-query'
import { useHydrated } from '@/hooks/use-hydrated'
import { api } from './api'
import type { components } from './api-types'
import { queryKeys } from './query-keys'

/** Public facts about this deployment. Every field is present once parsed: a missing
 * measurement id reads as null, a missing offline-designer flag as false. */
export type SiteInfo = Required<components['schemas']['SiteInfo']>

/**
 * Checks the server's answer and keeps only the fields the app knows. Throws a TypeError when
 * the provider name or payments mode is missing or not a string. Anything unexpected in
 * `analyticsMeasurementId` counts as none: a bad value must not cost the footer its facts.
 * Only a real `true` in `offlineDesigner` counts: the notice says what the server told us, and
 * an answer without the flag (an older server) must not fail for it. A missing or odd
 * `passkeyOrigin` means no passkeys.
 * Written by hand rather than with zod, which would otherwise load with every page.
 */
export function parseSiteInfo(data: unknown): SiteInfo {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new TypeError('Expected the site info to be an object')
  }
  const { imageProviderName, offlineDesigner, paymentsMode, analyticsMeasurementId, passkeyOrigin } = data as Record<string, unknown>
  if (typeof imageProviderName !== 'string') throw new TypeError('Expected imageProviderName to be a string')
  if (typeof paymentsMode !== 'string') throw new TypeError('Expected paymentsMode to be a string')
  return {
    imageProviderName,
    offlineDesigner: offlineDesigner === true,
    paymentsMode,
    analyticsMeasurementId: typeof analyticsMeasurementId === 'string' ? analyticsMeasurementId : null,
    passkeyOrigin: typeof passkeyOrigin === 'string' ? passkeyOrigin : null,
  }
}

export async function getSiteInfo(): Promise<SiteInfo> {
  return parseSiteInfo(await api.GET('/api/site'))
}

export const siteInfoQueryOptions = queryOptions({ queryKey: queryKeys.site, queryFn: getSiteInfo })

/** Public facts about this deployment (which image provider, whether it is the offline
 * designer, which payment mode): `undefined` until the server has answered, and while React
 * hydrates a prerendered page. That HTML was made without the answer, and the first render in
 * the browser must match it even when the answer arrives first (on a slow phone it often does,
 * as hydration yields between parts of the page), or React throws the page's HTML away. */
export function useSiteInfo(): { data: SiteInfo | undefined } {
  const { data } = useQuery(siteInfoQueryOptions)
  const hydrated = useHydrated()
  return { data: hydrated ? data : undefined }
}
