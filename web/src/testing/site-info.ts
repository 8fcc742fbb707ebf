import type { SiteInfo } from '@/lib/site-info'

/** GET /api/site as the server answers on its defaults: the built-in offline designer makes the
 * images, purchases go through the demo checkout, and passkeys work at the page's address
 * (jsdom's `http://localhost:3000`). */
export const SITE_INFO: SiteInfo = {
  imageProviderName: 'the Cardsmith built-in renderer',
  offlineDesigner: true,
  paymentsMode: 'demo',
  analyticsMeasurementId: null,
  passkeyOrigin: 'http://localhost:3000',
}

/** The same answer from a site with a real image model connected. */
export const SITE_INFO_WITH_IMAGE_MODEL: SiteInfo = {
  ...SITE_INFO,
  imageProviderName: 'OpenAI gpt-image-2',
  offlineDesigner: false,
}
