import { useHydrated } from '@/hooks/use-hydrated'
import { passkeysSupported } from '@/lib/passkeys'
import { useSiteInfo } from '@/lib/site-info'

/** Whether passkeys can be used on this page. Browsers tie a passkey to its site's name, so the
 * site offers them at one address only (`passkeyOrigin`): the same site opened at another address
 * (its IP address, say) cannot use them. */
export type PasskeysHere =
  /** Not known yet: the site's facts are loading, or the page is not yet hydrated. */
  | { state: 'unknown' }
  /** The site offers no passkeys (it is served on a bare IP address). */
  | { state: 'off' }
  /** They work at `origin`, not at this page's address. */
  | { state: 'elsewhere'; origin: string }
  /** This browser cannot use passkeys. */
  | { state: 'unsupported' }
  | { state: 'available' }

export function usePasskeysHere(): PasskeysHere {
  const hydrated = useHydrated()
  const site = useSiteInfo()
  if (!hydrated || !site.data) return { state: 'unknown' }
  const origin = site.data.passkeyOrigin
  if (origin === null) return { state: 'off' }
  if (origin !== window.location.origin) return { state: 'elsewhere', origin }
  return passkeysSupported() ? { state: 'available' } : { state: 'unsupported' }
}
